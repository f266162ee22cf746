import { describe, expect, it } from 'vitest';
import { Battle, RULES, simulate, type TeamInput } from '../engine';
import { idleRecorders } from '../engine/wasm/recordModule';
import { cardCatalog } from '.';

// A battle holds an instance of the record build only while its rounds are in progress: the opening's ward (played by
// the module) parks its instance in the pool at once, so a battle opened and dropped (teamSynergies' count) costs no
// instance, and the next battle reuses the pool instead of instantiating the module again. The first round takes a
// parked instance back when no battle took it since, else makes its run again: the same events either way.
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

  it('plays the same battle whether its first round takes its parked instance back or another battle took it', () => {
    const input = { seed: 9, rulesVersion: RULES.version, teams: [guardians, guardians] as const };
    const alone = simulate(input, cardCatalog);
    const parked = new Battle(input, cardCatalog);
    const opening = parked.next();
    // Another battle takes the parked instance (and writes its own run into it) before the first battle plays on.
    new Battle({ ...input, seed: 10 }, cardCatalog).runToEnd();
    const events = [...opening];
    while (!parked.over) events.push(...parked.next());
    expect(events).toEqual(alone);
  });
});
