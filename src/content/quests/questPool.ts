import type { RewardAmount } from '../economy/battleRewards';

/** What a quest counts (docs/GAME_RULES.md "Daily quests"). */
export const QUEST_IDS = ['win_battles', 'win_with_synergy', 'level_card', 'play_duel', 'win_duel', 'play_battles', 'earn_stars'] as const;
/** One of {@link QUEST_IDS}. */
export type QuestId = (typeof QUEST_IDS)[number];

/** A quest of the pool: how many times its event must happen in the day, and what claiming it pays. */
export interface QuestDefinition {
  id: QuestId;
  target: number;
  reward: readonly RewardAmount[];
}

/** The pool three quests a day are drawn from. */
export const QUEST_POOL: readonly QuestDefinition[] = [
  { id: 'win_battles', target: 3, reward: [{ currency: 'game_coin', amount: 60 }] },
  { id: 'win_with_synergy', target: 1, reward: [{ currency: 'game_coin', amount: 40 }] },
  { id: 'level_card', target: 1, reward: [{ currency: 'fragments', amount: 10 }] },
  { id: 'play_duel', target: 2, reward: [{ currency: 'game_coin', amount: 50 }] },
  { id: 'win_duel', target: 1, reward: [{ currency: 'game_coin', amount: 50 }] },
  { id: 'play_battles', target: 5, reward: [{ currency: 'game_coin', amount: 50 }] },
  { id: 'earn_stars', target: 3, reward: [{ currency: 'fragments', amount: 8 }] },
];

/** How many quests a day gives. */
export const QUESTS_PER_DAY = 3;

/** The login streak's reward on the n-th day in a row (1-based): grows by a step a day up to the cap, then stays. */
export const STREAK_RULES = {
  base: 20,
  step: 10,
  capDays: 7,
} as const;

/** The streak reward of day `length` of a run. */
export function streakReward(length: number): RewardAmount[] {
  const days = Math.min(Math.max(1, length), STREAK_RULES.capDays);
  return [{ currency: 'game_coin', amount: STREAK_RULES.base + STREAK_RULES.step * (days - 1) }];
}

/** FNV-1a, 32 bits: a stable hash of a string (not for secrets; the draw only needs to be the same everywhere). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The day's quests of a player: three distinct quests of the pool, drawn by a hash of the player's id and the UTC
 * day ("2026-11-26"), so every process (and a test) draws the same three, and tomorrow brings others.
 */
export function drawQuests(accountId: string, day: string): QuestDefinition[] {
  const left = [...QUEST_POOL];
  const drawn: QuestDefinition[] = [];
  let state = fnv1a(`${accountId}|${day}`) || 1;
  while (drawn.length < QUESTS_PER_DAY && left.length > 0) {
    // xorshift32 steps the hash into a sequence of picks.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    drawn.push(left.splice(state % left.length, 1)[0]!);
  }
  return drawn;
}
