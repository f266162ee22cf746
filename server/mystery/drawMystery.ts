import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome, type Refusal } from '../../src/contracts/api/refusal';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import type { MysteryDrawRecord, MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import { mysteryDraw } from '../../src/rules/mystery/mysteryDraw';
import { MYSTERY_BOX } from '../../src/content/economy/mysteryShop';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { ownedCardOf } from '../db/cardRepository';
import { clientKey } from '../domain/economy/ledgerKey';
import { mysteryDrawOf, mysterySeedOf, type MysteryDrawRow } from '../db/mysteryRepository';
import type { MysteryRefusalReason } from '../../src/contracts/mystery/mysteryRefusalReason';
import { publishedBox } from './publishedBox';

/** How a draw is paid. */
export type MysteryPayment = { kind: 'fragments' } | { kind: 'cards'; instanceIds: readonly string[] };

/** What a draw answers. */
export interface MysteryDrawAnswer {
  draw: MysteryDrawRecord;
  card: OwnedCard;
  balances: Balances;
  pity: { count: number; after: number };
  seed: MysterySeed;
  replayed: boolean;
}

/** A draw's refusal, with the traded-in copy at fault (its index) when there is one. */
export type MysteryRefusal = Refusal<MysteryRefusalReason> & { index?: number };

/**
 * Pays for one mystery draw and draws, in one transaction (docs/ECONOMY.md "Mystery shop"). Lock order: the
 * traded-in card rows (id order, as every card operation), then the player's mystery row (so draws of one player
 * run one at a time: nonce and pity are exact under concurrency), then the balance rows. The key is checked
 * under those locks, so a concurrent retry waits and answers the first draw. The result comes from the active
 * committed seed pair and the nonce it takes (mysteryDraw), and the drawn card is a new copy.
 */
export async function drawMystery(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; payment: MysteryPayment; idempotencyKey: string; now: Date }): Promise<Outcome<MysteryDrawAnswer, MysteryRefusalReason> | MysteryRefusal> {
  const { accountId, payment, idempotencyKey: key, now } = input;
  const traded = payment.kind === 'cards' ? payment.instanceIds : [];
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<MysteryDrawAnswer, MysteryRefusalReason> | MysteryRefusal> => {
      const rows = await deps.repositories.cards.lockOwned(tx, accountId, traded);
      const { pity } = await deps.repositories.mystery.lockAccount(tx, accountId);
      const previous = await deps.repositories.mystery.drawByKey(tx, accountId, key);
      if (previous) return replay({ ...deps, db: tx }, accountId, previous, payment);
      if (payment.kind === 'cards') {
        if (traded.length !== MYSTERY_BOX.cardsPerDraw) return refuse('wrong_card_count', { needed: MYSTERY_BOX.cardsPerDraw });
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const [index, id] of traded.entries()) {
          const row = byId.get(id);
          if (!row || row.burnedAt) return { ...refuse('card_not_found'), index };
          if (row.lockedBy) return { ...refuse('card_locked', { lock: row.lockedBy }), index };
        }
        // Traded copies leave the collection like a burn that gave nothing; burn_ref names this draw's key.
        for (const id of traded) if (!(await deps.repositories.cards.burn(tx, accountId, id, 0, key, now))) throw new Error('unreachable: the card row is locked');
      } else {
        await deps.repositories.ledger.post(tx, { accountId, reason: 'mystery_shop', reference: 'mystery:draw', idempotencyKey: clientKey(key), legs: [{ currency: 'fragments', amount: -MYSTERY_BOX.fragmentPrice }] });
      }
      const active = await deps.repositories.mystery.ensureActiveSeed(tx, accountId, now);
      const nonce = active.nextNonce;
      const seed = await deps.repositories.mystery.takeNonce(tx, active.id);
      const result = mysteryDraw(publishedBox(), seed.serverSeed, seed.clientSeed, nonce, pity);
      const [card] = await deps.repositories.cards.insert(tx, [{ accountId, cardId: result.cardId, level: 1, sourceReason: 'mystery_shop', sourceRef: `mystery:${seed.id}:${nonce}`, acquiredAt: now }]);
      if (!card) throw new Error('INSERT card_instances returned no row');
      const draw = await deps.repositories.mystery.insertDraw(tx, {
        accountId,
        seedId: seed.id,
        nonce,
        pityBefore: pity,
        boxVersion: MYSTERY_BOX.version,
        rarity: result.rarity,
        cardId: result.cardId,
        instanceId: card.id,
        paidWith: payment.kind,
        paidFragments: payment.kind === 'fragments' ? MYSTERY_BOX.fragmentPrice : 0,
        tradedInstanceIds: [...traded],
        idempotencyKey: key,
        createdAt: now,
      });
      await deps.repositories.mystery.setPity(tx, accountId, result.pityAfter);
      return succeed({
        draw: mysteryDrawOf(draw),
        card: ownedCardOf(card),
        balances: await deps.repositories.ledger.balances(tx, accountId),
        pity: { count: result.pityAfter, after: MYSTERY_BOX.pity.after },
        seed: mysterySeedOf(seed),
        replayed: false,
      });
    });
  } catch (error) {
    return ledgerRefusalOf(error);
  }
}

/** A retried draw: the first answer, if the retry asks for the same payment. */
async function replay(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, draw: MysteryDrawRow, payment: MysteryPayment): Promise<Outcome<MysteryDrawAnswer, MysteryRefusalReason>> {
  const traded = payment.kind === 'cards' ? [...payment.instanceIds].sort() : [];
  const same = draw.paidWith === payment.kind && JSON.stringify([...draw.tradedInstanceIds].sort()) === JSON.stringify(traded);
  if (!same) return refuse('idempotency_conflict');
  const [card] = await deps.repositories.cards.lockOwned(deps.db, accountId, [draw.instanceId]);
  const seed = await deps.repositories.mystery.seed(deps.db, draw.seedId);
  if (!card || !seed) return refuse('idempotency_conflict');
  return succeed({
    draw: mysteryDrawOf(draw),
    card: ownedCardOf(card),
    balances: await deps.repositories.ledger.balances(deps.db, accountId),
    pity: { count: await deps.repositories.mystery.pity(deps.db, accountId), after: MYSTERY_BOX.pity.after },
    seed: mysterySeedOf(seed),
    replayed: true,
  });
}
