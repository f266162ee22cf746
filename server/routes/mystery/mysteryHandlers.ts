import type { mysteryApi } from '../../../src/contracts/mystery';
import type { Db } from '../../db/database';
import { MYSTERY_REFUSALS } from '../../http/mysteryRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { drawMystery } from '../../mystery/drawMystery';
import { getMysteryShop } from '../../mystery/getMysteryShop';
import { listMysteryHistory } from '../../mystery/listMysteryHistory';
import { rotateMysterySeed } from '../../mystery/rotateMysterySeed';

/** What the mystery handlers need. */
export interface ShopDeps {
  db: Db;
  now: () => Date;
}

/** Mystery-shop endpoints: HTTP in, one use case, its answer or its refusal (MYSTERY_REFUSALS) out. */
export function mysteryHandlers(deps: ShopDeps): Handlers<typeof mysteryApi> {
  return {
    getMysteryShop: ({ player }) => getMysteryShop({ accountId: player.id, now: deps.now(), db: deps.db }),
    listMysteryHistory: ({ player }) => listMysteryHistory({ accountId: player.id, db: deps.db }),
    rotateMysterySeed: ({ player, body }) => rotateMysterySeed({ accountId: player.id, clientSeed: body.clientSeed, now: deps.now(), db: deps.db }),
    async drawMystery({ player, body }) {
      const outcome = await drawMystery({ accountId: player.id, payment: body.payment, idempotencyKey: body.idempotencyKey, now: deps.now(), db: deps.db });
      if (outcome.ok) return outcome.value;
      const index = 'index' in outcome ? outcome.index : undefined;
      const field = index !== undefined || outcome.reason === 'wrong_card_count' ? `payment.instanceIds${index === undefined ? '' : `.${index}`}` : outcome.reason === 'insufficient_funds' ? 'payment' : 'idempotencyKey';
      throw refusalError(outcome, MYSTERY_REFUSALS, field);
    },
  };
}
