import { describe, expect, it } from 'vitest';
import { drawQuests, QUEST_POOL, streakReward } from './questPool';

describe('daily quests', () => {
  it('draws three distinct quests, the same for the same player and day', () => {
    const a = drawQuests('7d1f0c3e-1111-4222-8333-444455556666', '2026-11-26');
    expect(a).toHaveLength(3);
    expect(new Set(a.map((q) => q.id)).size).toBe(3);
    expect(drawQuests('7d1f0c3e-1111-4222-8333-444455556666', '2026-11-26')).toEqual(a);
  });

  it('spreads over the whole pool across players and days', () => {
    const seen = new Set<string>();
    for (let d = 1; d <= 30; d += 1) for (const q of drawQuests(`player-${d % 7}`, `2026-11-${String(d).padStart(2, '0')}`)) seen.add(q.id);
    expect(seen.size).toBe(QUEST_POOL.length);
  });

  it('the streak reward grows daily up to its cap', () => {
    expect(streakReward(1)[0]!.amount).toBe(20);
    expect(streakReward(2)[0]!.amount).toBe(30);
    expect(streakReward(7)[0]!.amount).toBe(80);
    expect(streakReward(30)[0]!.amount).toBe(80);
  });
});
