import { STARTER_CURRENCIES } from '../../../src/content/economy/starterCurrencies';
import { serverKey, type LedgerKey } from '../economy/ledgerKey';
import type { LedgerMovement } from '../economy/ledgerMovement';

/** Bump when the starter grant changes; accounts granted under an older version are not granted again. */
export const STARTER_GRANT_VERSION = 1;

/** The idempotency key of the starter grant: one per account, forever (the ledger's unique key enforces it). */
export const STARTER_GRANT_KEY: LedgerKey = serverKey('starter-grant', `v${STARTER_GRANT_VERSION}`);

/** Starting currencies: content designers own the amounts (src/content/economy/starterCurrencies.ts). */
export { STARTER_CURRENCIES };

/** A card given to a new account; every copy is one `card_instances` row. */
export interface StarterCardGrant {
  cardId: string;
  level: 1;
}

/** Everything the new-player start writes, in one transaction. */
export interface StarterGrantPlan {
  idempotencyKey: LedgerKey;
  movement: LedgerMovement;
  cards: readonly StarterCardGrant[];
}

/**
 * Plans the new-player start. The card list comes from the card set (src/content's `STARTER_CARD_IDS`, checked
 * against its `CARD_IDS`), so content designers own which cards a player starts with, plus spare copies
 * (`STARTER_SPARE_CARD_IDS`: duplicates on purpose, to burn); this refuses a list naming an unknown or repeated card rather than granting a card that does not exist. Exactly-once is the database's
 * job: the movement's (account, idempotency key) is unique, and the cards are inserted in the same transaction
 * only when that insert happened (see docs/ACCOUNTS.md, "New-player start").
 */
export function planStarterGrant(
  accountId: string,
  starterCardIds: readonly string[],
  knownCardIds: Iterable<string>,
  spareCardIds: readonly string[] = [],
): StarterGrantPlan {
  const known = new Set(knownCardIds);
  const unknown = [...starterCardIds, ...spareCardIds].filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`starter set names unknown cards: ${unknown.join(', ')}`);
  if (new Set(starterCardIds).size !== starterCardIds.length) throw new Error('starter set repeats a card');
  if (starterCardIds.length === 0) throw new Error('starter set is empty');
  return {
    idempotencyKey: STARTER_GRANT_KEY,
    movement: {
      accountId,
      reason: 'starter_grant',
      reference: `v${STARTER_GRANT_VERSION}`,
      idempotencyKey: STARTER_GRANT_KEY,
      legs: STARTER_CURRENCIES,
    },
    cards: [...starterCardIds, ...spareCardIds].map((cardId) => ({ cardId, level: 1 as const })),
  };
}
