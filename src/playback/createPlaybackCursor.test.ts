import { describe, expect, it } from 'vitest';
import { at, testBattle, testCard, testCatalog } from '../engine/testing/fixtures';
import type { BattleEvent } from '../engine';
import { createPlaybackCursor } from './createPlaybackCursor';

function battle(): BattleEvent[] {
  const catalog = testCatalog([testCard('a', { stats: { attack: 30, defense: 0, magic: 10, magicResistance: 0, speed: 12, health: 200 } }), testCard('b', { range: 3 })]);
  const b = testBattle(catalog, [at('a', 0), at('a', 1)], [at('b', 0)]);
  b.runToEnd();
  return [...b.log];
}

describe('playback cursor', () => {
  const events = battle();

  it('advances by clock time × speed while playing, and stops at the end of a complete battle', () => {
    const c = createPlaybackCursor({ events, autoplay: false });
    c.tick(1000);
    expect(c.time).toBe(0);
    c.play();
    c.tick(100);
    expect(c.time).toBe(100);
    c.setSpeed(4);
    c.tick(100);
    expect(c.time).toBe(500);
    c.setSpeed(0.5);
    c.tick(100);
    expect(c.time).toBe(550);
    c.tick(1e9);
    expect(c.time).toBe(c.timeline.duration);
    expect(c.getSnapshot()).toMatchObject({ ended: true, playing: false, waiting: false });
    c.play(); // again from the start
    expect(c.time).toBe(0);
    expect(c.playing).toBe(true);
  });

  it('skip to the result pressed while the events still stream ends at the battle\'s real end once they arrive', () => {
    const half = Math.floor(events.length / 2);
    const c = createPlaybackCursor({ events: events.slice(0, half), autoplay: true });
    c.skipToEnd();
    expect(c.getSnapshot()).toMatchObject({ ended: false, waiting: true, playing: false });
    c.append(events.slice(half));
    expect(c.time).toBe(c.timeline.duration);
    expect(c.getSnapshot()).toMatchObject({ ended: true, playing: false });
    // A seek afterwards is the player's own choice: later events no longer move it.
    const d = createPlaybackCursor({ events: events.slice(0, half), autoplay: false });
    d.skipToEnd();
    d.seek(0);
    d.append(events.slice(half));
    expect(d.time).toBe(0);
  });

  it('a skip pressed before any event arrived survives the motion preference being applied meanwhile', () => {
    const c = createPlaybackCursor({ autoplay: true });
    c.skipToEnd();
    c.setReducedMotion(true); // the screen applies the player's preference while the worker still checks the battle
    c.append(events);
    expect(c.getSnapshot()).toMatchObject({ ended: true, playing: false });
  });

  it('tells subscribers about discrete changes only, with a stable snapshot in between', () => {
    const c = createPlaybackCursor({ events, autoplay: true });
    let calls = 0;
    const stop = c.subscribe(() => { calls++; });
    const first = c.getSnapshot();
    c.tick(1); // still inside the first event
    expect(calls).toBe(0);
    expect(c.getSnapshot()).toBe(first);
    c.pause();
    expect(calls).toBe(1);
    expect(c.getSnapshot()).not.toBe(first);
    c.seekRound(1);
    expect(calls).toBe(2);
    expect(c.getSnapshot().round).toBe(1);
    stop();
    c.play();
    expect(calls).toBe(2);
  });

  it('keeps its event when reduced motion is switched', () => {
    const c = createPlaybackCursor({ events, autoplay: false });
    c.seekEvent(12);
    const index = c.getSnapshot().eventIndex;
    c.setReducedMotion(true);
    expect(c.timeline.options.reducedMotion).toBe(true);
    expect(c.getSnapshot().eventIndex).toBe(index);
    expect(c.timeline.cues.some((cue) => cue.kind === 'shake' || cue.kind === 'particles')).toBe(false);
  });

  it('frames list the cues in flight with their progress', () => {
    const c = createPlaybackCursor({ events, autoplay: false });
    const cue = c.timeline.cues.find((x) => x.kind === 'damageNumber')!;
    c.seek(cue.start + cue.duration / 2);
    const active = c.frame().active.find((a) => a.cue.id === cue.id);
    expect(active?.progress).toBeCloseTo(0.5, 5);
    c.seek(cue.start + cue.duration);
    expect(c.frame().active.some((a) => a.cue.id === cue.id)).toBe(false);
  });
});
