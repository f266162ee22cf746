import { describe, expect, it } from 'vitest';
import { at, testBattle, testCard, testCatalog } from '../engine/testing/fixtures';
import type { BattleEvent } from '../engine';
import { createPlaybackCursor } from './createPlaybackCursor';
import { compileTimeline } from './compileTimeline';
import { sceneStateAdvanced, sceneStateAfter } from './sceneStateAt';

function battle(): BattleEvent[] {
  const catalog = testCatalog([
    testCard('a', { stats: { attack: 30, defense: 0, magic: 10, magicResistance: 0, speed: 12, health: 200 } }),
    testCard('b', { range: 3 }),
  ]);
  const b = testBattle(catalog, [at('a', 0), at('a', 1)], [at('b', 0), at('b', 1)]);
  b.runToEnd();
  return [...b.log];
}

describe('sceneStateAdvanced', () => {
  const events = battle();
  const timeline = compileTimeline(events, { reducedMotion: false });

  it('folding forward from a known state equals rebuilding from the round checkpoint, at every event', () => {
    let known = { index: -1, state: sceneStateAfter(timeline, -1) };
    for (let i = 0; i < events.length; i++) {
      const state = sceneStateAdvanced(timeline, known, i);
      expect(state).toEqual(sceneStateAfter(timeline, i));
      known = { index: i, state };
    }
    expect(timeline.rounds.length).toBeGreaterThan(2);
  });

  it('never changes the state it continues from', () => {
    const known = { index: 5, state: sceneStateAfter(timeline, 5) };
    const copy = structuredClone(known.state);
    sceneStateAdvanced(timeline, known, 9);
    expect(known.state).toEqual(copy);
  });

  it('a cursor played straight through in small ticks shows the same state as one that seeks to each time', () => {
    const played = createPlaybackCursor({ events, autoplay: true });
    const seeker = createPlaybackCursor({ events, autoplay: false });
    let checked = 0;
    while (!played.getSnapshot().ended) {
      played.tick(37);
      seeker.seek(played.time);
      expect(played.state()).toEqual(seeker.state());
      expect(played.state()).toEqual(sceneStateAfter(played.timeline, played.getSnapshot().eventIndex));
      checked++;
    }
    // And after a seek back, then forward again.
    played.seekRound(1);
    played.seek(played.time + 500);
    expect(played.state()).toEqual(sceneStateAfter(played.timeline, played.getSnapshot().eventIndex));
    expect(checked).toBeGreaterThan(50);
  });
});
