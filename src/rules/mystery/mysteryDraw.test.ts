import { describe, expect, it } from 'vitest';
import { MYSTERY_BOX, mysteryContents, mysteryEffectiveRates, MYSTERY_ODDS_TOTAL } from '../../content/economy/mysteryShop';
import { mysteryDraw } from './mysteryDraw';

const box = {
  oddsBp: MYSTERY_BOX.oddsBp,
  pity: MYSTERY_BOX.pity,
  contents: { common: [...mysteryContents('common')], rare: [...mysteryContents('rare')], epic: [...mysteryContents('epic')], legendary: [...mysteryContents('legendary')] },
};
const SEED = 'a'.repeat(64);

describe('mysteryDraw', () => {
  it('is a pure function of the seeds, nonce and pity', () => {
    const a = mysteryDraw(box, SEED, 'client', 5, 0);
    expect(mysteryDraw(box, SEED, 'client', 5, 0)).toEqual(a);
    expect(box.contents[a.rarity]).toContain(a.cardId);
  });

  it('at the pity limit only the pity rarities can come, and the counter resets', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const r = mysteryDraw(box, SEED, 'c', nonce, MYSTERY_BOX.pity.after - 1);
      expect(r.pityForced).toBe(true);
      expect(['epic', 'legendary']).toContain(r.rarity);
      expect(r.pityAfter).toBe(0);
    }
  });

  it('below the limit the counter counts draws below the pity rarity', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const r = mysteryDraw(box, SEED, 'c', nonce, 3);
      expect(r.pityAfter).toBe(r.rarity === 'epic' || r.rarity === 'legendary' ? 0 : 4);
    }
  });
});

describe('the published box', () => {
  it('odds sum to 100 % and the long-run rates with pity sum to 1', () => {
    expect(Object.values(MYSTERY_BOX.oddsBp).reduce((a, b) => a + b, 0)).toBe(MYSTERY_ODDS_TOTAL);
    const rates = mysteryEffectiveRates();
    expect(Object.values(rates).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // p = 0.07, N = 10: the pity rarities' share is p / (1 − 0.93^10).
    expect(rates.epic + rates.legendary).toBeCloseTo(0.07 / (1 - 0.93 ** 10), 12);
  });
});
