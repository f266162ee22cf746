import type { fragmentStoreApi } from '../../../src/contracts/fragmentStore';
import { buyFromFragmentStore } from '../../fragments/buyFromFragmentStore';
import { getFragmentStore } from '../../fragments/getFragmentStore';
import { FRAGMENT_STORE_REFUSALS } from '../../http/fragmentStoreRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import type { ShopDeps } from '../mystery/mysteryHandlers';

const FIELD = { offer_rotated: 'rotation', not_on_offer: 'cardId', limit_reached: 'cardId', insufficient_funds: 'cardId', idempotency_conflict: 'idempotencyKey' } as const;

/** Fragment-store endpoints: HTTP in, one use case, its answer or its refusal (FRAGMENT_STORE_REFUSALS) out. */
export function fragmentStoreHandlers(deps: ShopDeps): Handlers<typeof fragmentStoreApi> {
  return {
    getFragmentStore: ({ player }) => getFragmentStore(deps, { accountId: player.id, now: deps.now() }),
    async buyFromFragmentStore({ player, body }) {
      const outcome = await buyFromFragmentStore(deps, { accountId: player.id, rotation: body.rotation, cardId: body.cardId, idempotencyKey: body.idempotencyKey, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, FRAGMENT_STORE_REFUSALS, FIELD[outcome.reason]);
      return outcome.value;
    },
  };
}
