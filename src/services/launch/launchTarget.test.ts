import { describe, expect, it } from 'vitest';
import { launchTarget } from './launchTarget';
import { parseStartParam } from './startParam';

describe('launchTarget', () => {
  it('opens a replay or a server battle on the battle screen, signed in or not', () => {
    expect(launchTarget(parseStartParam('r_AQIDBAUGBwgJCgsM'), false)).toBe('/battle?r=AQIDBAUGBwgJCgsM');
    expect(launchTarget(parseStartParam('r_AQIDBAUGBwgJCgsM'), true)).toBe('/battle?r=AQIDBAUGBwgJCgsM');
    expect(launchTarget(parseStartParam('b_abc-123'), true)).toBe('/battle?id=abc-123');
  });

  it('sends an invited newcomer to the new-player start, a signed-in player to the lobby', () => {
    expect(launchTarget(parseStartParam('i_ABCD1234'), false)).toBe('/new-player');
    expect(launchTarget(parseStartParam('i_ABCD1234'), true)).toBe('/main');
  });

  it('sends debug, unknown and malformed parameters to the lobby, or home when signed out', () => {
    for (const raw of ['debug', 'nonsense', 'r_bad id', `r_${'x'.repeat(80)}`, null]) {
      expect(launchTarget(parseStartParam(raw), true), String(raw)).toBe('/main');
      expect(launchTarget(parseStartParam(raw), false), String(raw)).toBe('/');
    }
  });
});
