import type { mysteryApi } from '../../../src/contracts/mystery';
import type { AppDeps } from '../../appDeps';
import { MYSTERY_REFUSALS } from '../../http/mysteryRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { drawMystery } from '../../mystery/drawMystery';
import { getMysteryShop } from '../../mystery/getMysteryShop';
import { listMysteryHistory } from '../../mystery/listMysteryHistory';
import { rotateMysterySeed } from '../../mystery/rotateMysterySeed';

/** What the shop handlers (mystery and fragment store) take from the app's dependencies. */
export type ShopDeps = Pick<AppDeps, 'db' | 'repositories' | 'now'>;

/** Mystery-shop endpoints: HTTP in, one use case, its answer or its refusal (MYSTERY_REFUSALS) out. */
export function mysteryHandlers(deps: ShopDeps): Handlers<typeof mysteryApi> {
  return {
    getMysteryShop: ({ player }) => getMysteryShop(deps, { accountId: player.id, now: deps.now() }),
    listMysteryHistory: ({ player }) => listMysteryHistory(deps, { accountId: player.id }),
    rotateMysterySeed: ({ player, body }) => rotateMysterySeed(deps, { accountId: player.id, clientSeed: body.clientSeed, now: deps.now() }),
    async drawMystery({ player, body }) {
      const outcome = await drawMystery(deps, { accountId: player.id, payment: body.payment, idempotencyKey: body.idempotencyKey, now: deps.now() });
      if (outcome.ok) return outcome.value;
      const index = 'index' in outcome ? outcome.index : undefined;
      const field = index !== undefined || outcome.reason === 'wrong_card_count' ? `payment.instanceIds${index === undefined ? '' : `.${index}`}` : outcome.reason === 'insufficient_funds' ? 'payment' : 'idempotencyKey';
      throw refusalError(outcome, MYSTERY_REFUSALS, field);
    },
  };
}
