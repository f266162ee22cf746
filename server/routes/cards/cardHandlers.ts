import type { cardsApi } from '../../../src/contracts/cards';
import type { AppDeps } from '../../appDeps';
import { burnCards } from '../../cards/burnCards';
import { levelUpCard } from '../../cards/levelUpCard';
import { listBurnedCards } from '../../cards/listBurnedCards';
import { listCards } from '../../cards/listCards';
import { CARD_REFUSALS } from '../../http/cardRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';

/** What the card handlers take from the app's dependencies: the database, the repositories and the clock. */
export type CardDeps = Pick<AppDeps, 'db' | 'repositories' | 'now'>;

/** Card endpoints: HTTP in, one use case, its answer or its refusal (CARD_REFUSALS) out. */
export function cardHandlers(deps: CardDeps): Handlers<typeof cardsApi> {
  return {
    async listCards({ player }) {
      return listCards(deps, { accountId: player.id });
    },
    async listBurnedCards({ player }) {
      return listBurnedCards(deps, { accountId: player.id });
    },
    async levelUpCard({ player, params, body }) {
      const outcome = await levelUpCard(deps, { accountId: player.id, instanceId: params.instanceId, idempotencyKey: body.idempotencyKey, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, CARD_REFUSALS, outcome.reason === 'idempotency_conflict' ? 'idempotencyKey' : 'instanceId');
      return outcome.value;
    },
    async burnCards({ player, body }) {
      const outcome = await burnCards(deps, { accountId: player.id, instanceIds: body.instanceIds, idempotencyKey: body.idempotencyKey, now: deps.now() });
      if (!outcome.ok) {
        const field = 'index' in outcome && outcome.index !== undefined ? `instanceIds.${outcome.index}` : 'idempotencyKey';
        throw refusalError(outcome, CARD_REFUSALS, field);
      }
      return outcome.value;
    },
  };
}
