import { describe, expect, it } from 'vitest';
import { BATTLE_HAPTIC_GAP_MS, throttleHaptic, type HapticKind, type HapticThrottleState } from './hapticThrottle';

/** Feeds `(kind, at)` pairs through the throttle; returns the times that buzzed. */
function run(moments: [HapticKind, number][]): number[] {
  let state: HapticThrottleState = {};
  const buzzed: number[] = [];
  for (const [kind, at] of moments) {
    const result = throttleHaptic(state, kind, at);
    state = result.state;
    if (result.buzz) buzzed.push(at);
  }
  return buzzed;
}

describe('throttleHaptic', () => {
  it('keeps a 4× battle from buzzing continuously: battle moments at most once per gap', () => {
    // A 4× battle: a critical hit, a death or a synergy every 25 ms of real time for 3 s.
    const kinds: HapticKind[] = ['crit', 'death', 'synergy'];
    const moments = Array.from({ length: 120 }, (_, i): [HapticKind, number] => [kinds[i % 3]!, i * 25]);
    const buzzed = run(moments);
    expect(buzzed.length).toBeLessThanOrEqual(Math.ceil(3000 / BATTLE_HAPTIC_GAP_MS));
    expect(buzzed.length).toBeGreaterThan(1);
    for (let i = 1; i < buzzed.length; i++) expect(buzzed[i]! - buzzed[i - 1]!).toBeGreaterThanOrEqual(BATTLE_HAPTIC_GAP_MS);
  });

  it('lets a 1× battle through: moments further apart than the gap all buzz', () => {
    expect(run([['crit', 0], ['death', 400], ['synergy', 800]])).toEqual([0, 400, 800]);
  });

  it('does not let battle moments starve the result or a press', () => {
    expect(run([['crit', 0], ['success', 10], ['impact', 20]])).toEqual([0, 10, 20]);
  });

  it('drops a double report of one press but not the next press', () => {
    expect(run([['impact', 0], ['impact', 30], ['impact', 200], ['selection', 210]])).toEqual([0, 200, 210]);
  });
});
