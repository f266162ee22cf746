import { describe, expect, it } from 'vitest';
import { launchTarget } from './launchTarget';
import { parseStartParam } from './startParam';

describe('launchTarget', () => {
  it('opens a replay or a server battle on the battle screen, signed in or not', () => {
    expect(launchTarget(parseStartParam('r_AQIDBAUGBwgJCgsM'), 'signedOut')).toBe('/battle?r=AQIDBAUGBwgJCgsM');
    expect(launchTarget(parseStartParam('r_AQIDBAUGBwgJCgsM'), 'returning')).toBe('/battle?r=AQIDBAUGBwgJCgsM');
    expect(launchTarget(parseStartParam('b_abc-123'), 'returning')).toBe('/battle?id=abc-123');
  });

  it('sends an invited newcomer to the new-player start, a returning player to the lobby', () => {
    expect(launchTarget(parseStartParam('i_ABCD1234'), 'signedOut')).toBe('/new-player');
    expect(launchTarget(parseStartParam('i_ABCD1234'), 'returning')).toBe('/main');
  });

  it('sends an invited newcomer whose account the launch has already created to the new-player start', () => {
    // The launch screen is a lazy chunk: on a slow phone the mini-app's sign-in can finish before it mounts.
    expect(launchTarget(parseStartParam('i_ABCD1234'), 'created')).toBe('/new-player');
    expect(launchTarget(parseStartParam('debug'), 'created')).toBe('/main');
  });

  it('sends debug, unknown and malformed parameters to the lobby, or home when signed out', () => {
    for (const raw of ['debug', 'nonsense', 'r_bad id', `r_${'x'.repeat(80)}`, null]) {
      expect(launchTarget(parseStartParam(raw), 'returning'), String(raw)).toBe('/main');
      expect(launchTarget(parseStartParam(raw), 'signedOut'), String(raw)).toBe('/');
    }
  });
});
