import { describe, expect, it } from 'vitest';
import { Rng, type BattleEvent } from '../engine';
import { randomBattleEvents } from '../contracts/replay/randomBattleEvents';
import { appendToTimeline, compileTimeline, emptyTimeline } from './compileTimeline';
import { DURATIONS } from './durations';
import { pacedUnits } from './pacing';
import { pacingStats } from './pacingStats';

// A fixed sample of "Watch a battle"'s random battles (the same generator `npm run pacing` measures 1,000 of).
const rng = new Rng(20261126);
const sample = Array.from({ length: 300 }, () => randomBattleEvents(rng.nextU32()));
const timelines = sample.map((events) => compileTimeline(events, { reducedMotion: false }));

describe('pacing of random battles at 1×', () => {
  it('a median battle lasts at most 25 s and the slowest tenth at most 40 s, in both motion modes', () => {
    const full = pacingStats(timelines);
    expect(full.p50).toBeLessThanOrEqual(25_000);
    expect(full.p90).toBeLessThanOrEqual(40_000);
    // Not so fast that nothing reads: a battle is still more than a handful of seconds.
    expect(full.p10).toBeGreaterThan(10_000);
    const reduced = pacingStats(sample.slice(0, 100).map((events) => compileTimeline(events, { reducedMotion: true })));
    expect(reduced.p50).toBeLessThanOrEqual(25_000);
    expect(reduced.p90).toBeLessThanOrEqual(40_000);
  });

  it('each unit\'s story keeps its order and holds: an event about a unit starts after the last one about it has read', () => {
    for (const t of timelines.slice(0, 50)) {
      const free: number[] = [];
      t.events.forEach((e, i) => {
        const at = t.eventTimes[i]!;
        if (i > 0) expect(at).toBeGreaterThanOrEqual(t.eventTimes[i - 1]! + DURATIONS.lead[t.events[i - 1]!.type]);
        const units = e.type === 'statusExpired' ? [] : pacedUnits(e);
        for (const u of units) expect(at).toBeGreaterThanOrEqual(free[u] ?? 0);
        for (const u of units) free[u] = Math.max(free[u] ?? 0, at + DURATIONS.hold[e.type]);
        // A round starts, and the battle ends, once everything before has played.
        if (e.type === 'roundStart' || e.type === 'battleEnd') for (const f of free) expect(at).toBeGreaterThanOrEqual(f ?? 0);
      });
    }
  });

  it('overlaps what may overlap: a skill\'s damage numbers on several targets, the round\'s moves', () => {
    const gaps = { wave: [] as number[], moves: [] as number[] };
    for (const t of timelines) {
      const { events, eventTimes } = t;
      for (let i = 1; i < events.length; i++) {
        const a = events[i - 1]!;
        const b = events[i]!;
        if (a.type === 'damage' && b.type === 'damage' && a.cause === 'skill' && a.target !== b.target) gaps.wave.push(eventTimes[i]! - eventTimes[i - 1]!);
        // One unit's move, then the next unit's move: the second starts while the first is still under way.
        if (a.type === 'move' && b.type === 'turn' && events[i + 1]?.type === 'move') gaps.moves.push(eventTimes[i + 1]! - eventTimes[i - 1]!);
      }
    }
    expect(gaps.wave.length).toBeGreaterThan(100);
    // Each number follows the last by the least lead, not by the hold a target's hit keeps it (unless that target
    // was itself still reading an earlier hit).
    const least = gaps.wave.filter((g) => g === DURATIONS.lead.damage).length;
    expect(least / gaps.wave.length).toBeGreaterThan(0.9);
    expect(DURATIONS.lead.damage).toBeLessThan(DURATIONS.hold.damage);
    expect(gaps.moves.length).toBeGreaterThan(100);
    const overlapping = gaps.moves.filter((g) => g < DURATIONS.cue.move).length;
    expect(overlapping / gaps.moves.length).toBeGreaterThan(0.9);
  });

  it('streaming round by round places every event where the whole compile does', () => {
    const events = sample[0]!;
    let streamed = emptyTimeline({ reducedMotion: false });
    let chunk: BattleEvent[] = [];
    for (const e of events) {
      if (e.type === 'roundStart' && chunk.length > 0) {
        streamed = appendToTimeline(streamed, chunk);
        chunk = [];
      }
      chunk.push(e);
    }
    streamed = appendToTimeline(streamed, chunk);
    expect(streamed.eventTimes).toEqual(timelines[0]!.eventTimes);
    expect(streamed.duration).toBe(timelines[0]!.duration);
  });
});
