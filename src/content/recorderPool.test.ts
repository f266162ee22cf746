import { describe, expect, it } from 'vitest';
import { Battle, RULES, type TeamInput } from '../engine';
import { idleRecorders } from '../engine/wasm/recordModule';
import { cardCatalog } from '.';

// A battle holds an instance of the record build only while its rounds are in progress: the opening's ward (played by
// the module) hands its instance back at once, so a battle opened and dropped (teamSynergies' count) costs no
// instance, and the next battle reuses the pool instead of instantiating the module again.
const guardians: TeamInput = { units: ['town_guard', 'stone_golem', 'turtle_warden', 'temple_guard'].map((cardId, position) => ({ cardId, level: 1, position })) };

describe('the record build instances', () => {
  it('go back to the pool after an opening with the guardian ward, and after a battle played to its end', () => {
    const input = { seed: 5, rulesVersion: RULES.version, teams: [guardians, guardians] as const };
    new Battle(input, cardCatalog).runToEnd();
    const idle = idleRecorders();
    expect(idle).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const opening = new Battle(input, cardCatalog).next();
      expect(opening.some((e) => e.type === 'statusApplied')).toBe(true);
      expect(idleRecorders()).toBe(idle);
    }
    new Battle(input, cardCatalog).runToEnd();
    expect(idleRecorders()).toBe(idle);
  });
});
