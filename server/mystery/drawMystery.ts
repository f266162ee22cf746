import type { Balances } from '../../src/contracts/accounts/currency';
import { refuse, succeed, type Outcome, type Refusal } from '../../src/contracts/api/refusal';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import type { MysteryDrawRecord, MysterySeed } from '../../src/contracts/mystery/mysteryEndpoints';
import { mysteryDraw } from '../../src/rules/mystery/mysteryDraw';
import { MYSTERY_BOX } from '../../src/content/economy/mysteryShop';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { cardRepository, ownedCardOf } from '../db/cardRepository';
import type { Db } from '../db/database';
import { ledgerRepository } from '../db/ledgerRepository';
import { clientKey } from '../domain/economy/ledgerKey';
import { mysteryDrawOf, mysteryRepository, mysterySeedOf, type MysteryDrawRow } from '../db/mysteryRepository';
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
export async function drawMystery(input: { accountId: string; payment: MysteryPayment; idempotencyKey: string; now: Date; db: Db }): Promise<Outcome<MysteryDrawAnswer, MysteryRefusalReason> | MysteryRefusal> {
  const { accountId, payment, idempotencyKey: key, now, db } = input;
  const traded = payment.kind === 'cards' ? payment.instanceIds : [];
  try {
    return await db.transaction(async (tx): Promise<Outcome<MysteryDrawAnswer, MysteryRefusalReason> | MysteryRefusal> => {
      const rows = await cardRepository.lockOwned(tx, accountId, traded);
      const { pity } = await mysteryRepository.lockAccount(tx, accountId);
      const previous = await mysteryRepository.drawByKey(tx, accountId, key);
      if (previous) return replay(tx, accountId, previous, payment);
      if (payment.kind === 'cards') {
        if (traded.length !== MYSTERY_BOX.cardsPerDraw) return refuse('wrong_card_count', { needed: MYSTERY_BOX.cardsPerDraw });
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const [index, id] of traded.entries()) {
          const row = byId.get(id);
          if (!row || row.burnedAt) return { ...refuse('card_not_found'), index };
          if (row.lockedBy) return { ...refuse('card_locked', { lock: row.lockedBy }), index };
        }
        // Traded copies leave the collection like a burn that gave nothing; burn_ref names this draw's key.
        for (const id of traded) if (!(await cardRepository.burn(tx, accountId, id, 0, key, now))) throw new Error('unreachable: the card row is locked');
      } else {
        await ledgerRepository.post(tx, { accountId, reason: 'mystery_shop', reference: 'mystery:draw', idempotencyKey: clientKey(key), legs: [{ currency: 'fragments', amount: -MYSTERY_BOX.fragmentPrice }] });
      }
      const active = await mysteryRepository.ensureActiveSeed(tx, accountId, now);
      const nonce = active.nextNonce;
      const seed = await mysteryRepository.takeNonce(tx, active.id);
      const result = mysteryDraw(publishedBox(), seed.serverSeed, seed.clientSeed, nonce, pity);
      const [card] = await cardRepository.insert(tx, [{ accountId, cardId: result.cardId, level: 1, sourceReason: 'mystery_shop', sourceRef: `mystery:${seed.id}:${nonce}`, acquiredAt: now }]);
      if (!card) throw new Error('INSERT card_instances returned no row');
      const draw = await mysteryRepository.insertDraw(tx, {
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
      await mysteryRepository.setPity(tx, accountId, result.pityAfter);
      return succeed({
        draw: mysteryDrawOf(draw),
        card: ownedCardOf(card),
        balances: await ledgerRepository.balances(tx, accountId),
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
async function replay(tx: Db, accountId: string, draw: MysteryDrawRow, payment: MysteryPayment): Promise<Outcome<MysteryDrawAnswer, MysteryRefusalReason>> {
  const traded = payment.kind === 'cards' ? [...payment.instanceIds].sort() : [];
  const same = draw.paidWith === payment.kind && JSON.stringify([...draw.tradedInstanceIds].sort()) === JSON.stringify(traded);
  if (!same) return refuse('idempotency_conflict');
  const [card] = await cardRepository.lockOwned(tx, accountId, [draw.instanceId]);
  const seed = await mysteryRepository.seed(tx, draw.seedId);
  if (!card || !seed) return refuse('idempotency_conflict');
  return succeed({
    draw: mysteryDrawOf(draw),
    card: ownedCardOf(card),
    balances: await ledgerRepository.balances(tx, accountId),
    pity: { count: await mysteryRepository.pity(tx, accountId), after: MYSTERY_BOX.pity.after },
    seed: mysterySeedOf(seed),
    replayed: true,
  });
}
