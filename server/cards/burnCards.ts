import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { BurnedCard } from '../../src/contracts/cards/ownedCard';
import { burnFragments } from '../../src/content/economy/cardProgression';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { burnedCardOf, type CardInstanceRow } from '../db/cardRepository';
import { clientKey } from '../domain/economy/ledgerKey';
import type { CardRefusalReason } from '../../src/contracts/cards/cardRefusalReason';
import { cardRarity } from './cardRarity';

/** What a burn answers. */
export interface BurnResult {
  burned: BurnedCard[];
  fragments: number;
  balances: Balances;
  replayed: boolean;
}

/** A burn's refusal, with the copy at fault (its index in the request) when there is one. */
export type BurnRefusal = Outcome<never, CardRefusalReason> & { ok: false; index?: number };

/**
 * Burns free copies for fragments (`burnFragments`: a base by rarity plus half of what levelling cost), all or
 * none, in one transaction with one ledger movement. The card rows are locked first (id order), then the key
 * is checked, so a concurrent retry waits and answers the first result; a copy that is burned already, not the
 * player's, or locked by a team or the market refuses the whole request, naming that copy.
 */
export async function burnCards(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; instanceIds: readonly string[]; idempotencyKey: string; now: Date }): Promise<Outcome<BurnResult, CardRefusalReason> | BurnRefusal> {
  const { accountId, instanceIds, idempotencyKey, now } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const rows = await deps.repositories.cards.lockOwned(tx, accountId, instanceIds);
      if (await deps.repositories.ledger.findMovement(tx, accountId, clientKey(idempotencyKey))) return replay({ ...deps, db: tx }, accountId, idempotencyKey, instanceIds);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [index, id] of instanceIds.entries()) {
        const row = byId.get(id);
        if (!row || row.burnedAt) return { ...refuse('card_not_found'), index };
        if (row.lockedBy) return { ...refuse('card_locked', { lock: row.lockedBy }), index };
      }
      const burned: CardInstanceRow[] = [];
      for (const row of rows) {
        const done = await deps.repositories.cards.burn(tx, accountId, row.id, burnFragments(cardRarity(row.cardId), row.level), idempotencyKey, now);
        if (!done) throw new Error('unreachable: the card row is locked by this transaction');
        burned.push(done);
      }
      const fragments = burned.reduce((sum, r) => sum + (r.burnFragments ?? 0), 0);
      const posted = await deps.repositories.ledger.post(tx, {
        accountId,
        reason: 'card_burn',
        reference: `cards:${burned.length}`,
        idempotencyKey: clientKey(idempotencyKey),
        legs: [{ currency: 'fragments', amount: fragments }],
      });
      return succeed({ burned: burned.map(burnedCardOf), fragments, balances: posted.balances, replayed: false });
    });
  } catch (error) {
    return ledgerRefusalOf(error);
  }
}

/** A retried burn: the copies the first request burned, if it named the same ones. */
async function replay(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, key: string, instanceIds: readonly string[]): Promise<Outcome<BurnResult, CardRefusalReason>> {
  const rows = await deps.repositories.cards.listBurnedBy(deps.db, accountId, key);
  const same = rows.length === instanceIds.length && instanceIds.every((id) => rows.some((r) => r.id === id));
  if (!same) return refuse('idempotency_conflict');
  const fragments = rows.reduce((sum, r) => sum + (r.burnFragments ?? 0), 0);
  return succeed({ burned: rows.map(burnedCardOf), fragments, balances: await deps.repositories.ledger.balances(deps.db, accountId), replayed: true });
}
