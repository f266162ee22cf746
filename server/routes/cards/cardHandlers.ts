import type { cardsApi } from '../../../src/contracts/cards';
import { burnCards } from '../../cards/burnCards';
import { levelUpCard } from '../../cards/levelUpCard';
import { listBurnedCards } from '../../cards/listBurnedCards';
import { listCards } from '../../cards/listCards';
import type { Db } from '../../db/database';
import { CARD_REFUSALS } from '../../http/cardRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';

/** What the card handlers need: the database and the clock. */
export interface CardDeps {
  db: Db;
  now: () => Date;
}

/** Card endpoints: HTTP in, one use case, its answer or its refusal (CARD_REFUSALS) out. */
export function cardHandlers(deps: CardDeps): Handlers<typeof cardsApi> {
  return {
    async listCards({ player }) {
      return listCards({ accountId: player.id, db: deps.db });
    },
    async listBurnedCards({ player }) {
      return listBurnedCards({ accountId: player.id, db: deps.db });
    },
    async levelUpCard({ player, params, body }) {
      const outcome = await levelUpCard({ accountId: player.id, instanceId: params.instanceId, idempotencyKey: body.idempotencyKey, db: deps.db, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, CARD_REFUSALS, outcome.reason === 'idempotency_conflict' ? 'idempotencyKey' : 'instanceId');
      return outcome.value;
    },
    async burnCards({ player, body }) {
      const outcome = await burnCards({ accountId: player.id, instanceIds: body.instanceIds, idempotencyKey: body.idempotencyKey, now: deps.now(), db: deps.db });
      if (!outcome.ok) {
        const field = 'index' in outcome && outcome.index !== undefined ? `instanceIds.${outcome.index}` : 'idempotencyKey';
        throw refusalError(outcome, CARD_REFUSALS, field);
      }
      return outcome.value;
    },
  };
}
