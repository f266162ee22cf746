import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import { levelUpCost } from '../../src/content/economy/cardProgression';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { ownedCardOf } from '../db/cardRepository';
import { clientKey } from '../domain/economy/ledgerKey';
import type { CardRefusalReason } from '../../src/contracts/cards/cardRefusalReason';
import { recordInviteMilestone } from '../invites/recordInviteMilestone';
import { recordQuestProgress } from '../quests/recordQuestProgress';
import { cardRarity } from './cardRarity';

/** What a level-up answers. */
export interface LevelUpResult {
  card: OwnedCard;
  balances: Balances;
  replayed: boolean;
}

/** The ledger reference of a level-up: which copy reached which level (a retry must name the same copy). */
const referenceOf = (instanceId: string, toLevel: number) => `card:${instanceId}:level:${toLevel}`;

/**
 * Levels one copy up by one, paying `levelUpCost` (fragments and game coin) in one ledger movement, in one
 * transaction. Lock order: the card row (FOR UPDATE), then the balance rows (postMovementIn), as every card
 * operation does. The key is checked after the card lock, so a concurrent retry waits for the first and then
 * answers its result; 50 concurrent level-ups with different keys apply one after the other until the coin,
 * the fragments or the levels run out.
 */
export async function levelUpCard(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; instanceId: string; idempotencyKey: string; now?: Date }): Promise<Outcome<LevelUpResult, CardRefusalReason>> {
  const { accountId, instanceId } = input;
  const idempotencyKey = clientKey(input.idempotencyKey);
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<LevelUpResult, CardRefusalReason>> => {
      const [row] = await deps.repositories.cards.lockOwned(tx, accountId, [instanceId]);
      const previous = await deps.repositories.ledger.findMovement(tx, accountId, idempotencyKey);
      if (previous) {
        const sameCard = previous.movement.reason === 'card_level_up' && previous.movement.reference?.startsWith(`card:${instanceId}:`);
        if (!sameCard) return refuse('idempotency_conflict');
        if (!row) return refuse('card_not_found');
        return succeed({ card: ownedCardOf(row), balances: await deps.repositories.ledger.balances(tx, accountId), replayed: true });
      }
      if (!row || row.burnedAt) return refuse('card_not_found');
      if (row.lockedBy === 'market') return refuse('card_listed');
      const cost = levelUpCost(cardRarity(row.cardId), row.level);
      if (!cost) return refuse('max_level', { level: row.level });
      const posted = await deps.repositories.ledger.post(tx, {
        accountId,
        reason: 'card_level_up',
        reference: referenceOf(instanceId, row.level + 1),
        idempotencyKey,
        legs: [
          { currency: 'fragments', amount: -cost.fragments },
          { currency: 'game_coin', amount: -cost.gameCoin },
        ],
      });
      const raised = await deps.repositories.cards.raiseLevel(tx, accountId, instanceId, row.level);
      if (!raised) throw new Error('unreachable: the card row is locked by this transaction');
      // Invites: a first level-up is a milestone of the player's inviter, credited once.
      await recordInviteMilestone({ ...deps, db: tx }, accountId, 'first_level_up', input.now ?? new Date());
      await recordQuestProgress({ ...deps, db: tx }, accountId, { kind: 'level_up' }, input.now ?? new Date());
      return succeed({ card: ownedCardOf(raised), balances: posted.balances, replayed: false });
    });
  } catch (error) {
    return ledgerRefusalOf(error);
  }
}
