import { describe, expect, it } from 'vitest';
import { validateMovement } from '../economy/ledgerMovement';
import { MemoryLedger } from '../economy/memoryLedger';
import { planStarterGrant, STARTER_GRANT_KEY } from './starterGrant';

// A fixture shaped like src/content's exports (STARTER_CARD_IDS, CARD_IDS).
const CARD_IDS = ['iron_recruit', 'village_militia', 'apprentice_mage', 'temple_acolyte', 'street_thief', 'town_guard', 'dragon_slayer'];
const STARTER = CARD_IDS.slice(0, 6);

describe('planStarterGrant', () => {
  it('grants the starter cards at level 1 and the starting currencies as one valid ledger movement', () => {
    const plan = planStarterGrant('acc-1', STARTER, CARD_IDS);
    expect(plan.cards).toEqual(STARTER.map((cardId) => ({ cardId, level: 1 })));
    expect(plan.movement).toMatchObject({ accountId: 'acc-1', reason: 'starter_grant', idempotencyKey: STARTER_GRANT_KEY });
    expect(validateMovement(plan.movement)).toEqual([]);
  });

  it('is granted exactly once however often it is posted', () => {
    const ledger = new MemoryLedger();
    const first = ledger.post(planStarterGrant('acc-1', STARTER, CARD_IDS).movement);
    const again = ledger.post(planStarterGrant('acc-1', STARTER, CARD_IDS).movement);
    expect(first.status).toBe('applied');
    expect(again.status).toBe('replayed');
    expect(ledger.balancesOf('acc-1')).toEqual({ game_coin: 1000, gold_coin: 50, fragments: 100, invite_points: 0 });
    expect(ledger.history('acc-1')).toHaveLength(1);
  });

  it('adds the spare copies after the set: a duplicate on purpose, for the player to burn', () => {
    const plan = planStarterGrant('acc-1', STARTER, CARD_IDS, [STARTER[0] ?? '']);
    expect(plan.cards.map((c) => c.cardId)).toEqual([...STARTER, STARTER[0]]);
  });

  it('refuses unknown, repeated or no cards', () => {
    expect(() => planStarterGrant('a', ['no_such_card'], CARD_IDS)).toThrow(/no_such_card/);
    expect(() => planStarterGrant('a', STARTER, CARD_IDS, ['no_such_spare'])).toThrow(/no_such_spare/);
    expect(() => planStarterGrant('a', ['iron_recruit', 'iron_recruit'], CARD_IDS)).toThrow(/repeats/);
    expect(() => planStarterGrant('a', [], CARD_IDS)).toThrow(/empty/);
  });
});
