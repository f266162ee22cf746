import { burnCards, levelUpCard, listBurnedCards, listCards } from './cardEndpoints';

/** Every card endpoint; the wiring spreads this into `api` in src/contracts/api/index.ts. */
export const cardsApi = {
  listCards,
  levelUpCard,
  burnCards,
  listBurnedCards,
} as const;

export * from './ownedCard';
export * from './cardEndpoints';
