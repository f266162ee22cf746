import type { cardsApi } from '../../../src/contracts/cards';
import { listBurnedCards } from '../../cards/listBurnedCards';
import { listCards } from '../../cards/listCards';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/registerEndpoints';

/** What the card handlers need: the database and the clock. */
export interface CardDeps {
  db: Db;
  now: () => Date;
}

type CardHandlers = Pick<Handlers<typeof cardsApi>, 'listCards' | 'listBurnedCards'>;

/** Card endpoints: HTTP in, one use case, its answer or refusal out. */
export function cardHandlers(deps: CardDeps): CardHandlers {
  return {
    async listCards({ player }) {
      return listCards({ accountId: player.id, db: deps.db });
    },
    async listBurnedCards({ player }) {
      return listBurnedCards({ accountId: player.id, db: deps.db });
    },
  };
}
