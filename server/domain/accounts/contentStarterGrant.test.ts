import { describe, expect, it } from 'vitest';
import { STARTER_CARD_IDS, STARTER_SPARE_CARD_IDS, UNIT_CARDS } from '../../../src/content';
import { validateMovement } from '../economy/ledgerMovement';
import { planContentStarterGrant } from './contentStarterGrant';
import { isAvatarCard } from './isAvatarCard';

describe('planContentStarterGrant', () => {
  it('grants the card set\'s starter cards, all of which exist, plus valid starting currencies', () => {
    const plan = planContentStarterGrant('acc-1');
    expect(plan.cards.map((c) => c.cardId)).toEqual([...STARTER_CARD_IDS, ...STARTER_SPARE_CARD_IDS]);
    const byId = new Map(UNIT_CARDS.map((u) => [u.id, u]));
    for (const { cardId } of plan.cards) expect(byId.has(cardId)).toBe(true);
    expect(validateMovement(plan.movement)).toEqual([]);
  });
});

describe('isAvatarCard', () => {
  it('accepts card ids and nothing else', () => {
    expect(isAvatarCard(STARTER_CARD_IDS[0] ?? '')).toBe(true);
    expect(isAvatarCard('no_such_card')).toBe(false);
    expect(isAvatarCard('')).toBe(false);
  });
});
