/**
 * Playback over the golden battles: the timeline of one golden battle is pinned (snapshot), and for every golden
 * battle seeking, stepping and skipping give exactly the scene state that playing straight through gives, and
 * that state agrees with what the engine reports (health, alive, shield and status counters).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate, type BattleEvent, type BattleEndEvent } from '../../src/engine';
import { cardCatalog } from '../../src/content';
import { compileTimeline, createPlaybackCursor, initialSceneState, sceneStateAt, type SceneState } from '../../src/playback';
import { applyEvent, cloneSceneState } from '../../src/playback/applyEvent';
import type { GoldenFile } from './goldenCase';

const golden = JSON.parse(readFileSync(new URL('../fixtures/battle/golden.json', import.meta.url), 'utf8')) as GoldenFile;
const battles = golden.cases.map((c) => ({ name: c.name, events: simulate(c.input, cardCatalog) }));

/** The oracle: fold every event that started by `time`, from scratch, with no checkpoints. */
function naiveState(events: readonly BattleEvent[], times: readonly number[], time: number): SceneState {
  const s = initialSceneState();
  for (let i = 0; i < events.length && times[i]! <= time; i++) applyEvent(s, events[i]!, i);
  return s;
}

describe('playback timeline of a golden battle', () => {
  it('pins the cues of "one against one"', () => {
    const { events } = battles.find((b) => b.name === 'one against one')!;
    const t = compileTimeline(events, { reducedMotion: false });
    expect({
      duration: t.duration,
      rounds: t.rounds,
      markers: t.markers,
      cues: t.cues.map((c) => `${c.start}+${c.duration} #${c.eventIndex} r${c.round} ${c.kind}`),
    }).toMatchSnapshot();
  });

  it('pins the shape of "starter mirror" (cue counts by kind, length) in both motion modes', () => {
    const { events } = battles.find((b) => b.name === 'starter mirror')!;
    const summary = (reducedMotion: boolean) => {
      const t = compileTimeline(events, { reducedMotion });
      const kinds: Record<string, number> = {};
      for (const c of t.cues) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
      return { duration: t.duration, cues: t.cues.length, kinds };
    };
    expect({ full: summary(false), reduced: summary(true) }).toMatchSnapshot();
  });
});

describe.each(battles)('playback of golden battle "$name"', ({ events }) => {
  const timeline = compileTimeline(events, { reducedMotion: false });
  const end = events[events.length - 1] as BattleEndEvent;

  it('is one complete timeline with non-decreasing event times and sorted cues', () => {
    expect(timeline.complete).toBe(true);
    expect(timeline.events).toHaveLength(events.length);
    for (let i = 1; i < timeline.eventTimes.length; i++) expect(timeline.eventTimes[i]!).toBeGreaterThan(timeline.eventTimes[i - 1]!);
    for (let i = 1; i < timeline.cues.length; i++) expect(timeline.cues[i]!.start).toBeGreaterThanOrEqual(timeline.cues[i - 1]!.start);
    expect(timeline.rounds.map((r) => r.round)).toEqual(Array.from({ length: end.rounds }, (_, i) => i + 1));
  });

  it('agrees with the engine: status turns left at each tick, shields, and the final totals', () => {
    const s = initialSceneState();
    events.forEach((e, i) => {
      if (e.type === 'statusTicked') {
        const st = s.units[e.target]!.statuses.find((x) => x.status === e.status)!;
        expect(st.remaining < 0 ? -1 : st.remaining - 1).toBe(e.remaining);
      }
      if (e.type === 'damage') expect(s.units[e.target]!.shield).toBeGreaterThanOrEqual(e.shieldAbsorbed);
      if (e.type === 'statusRemoved' && e.reason === 'depleted') expect(s.units[e.target]!.statuses.find((x) => x.status === e.status)!.points).toBe(0);
      applyEvent(s, e, i);
    });
    for (const total of end.totals) {
      expect(s.units[total.unit]!.alive).toBe(total.alive);
      expect(s.units[total.unit]!.health).toBe(total.health);
    }
  });

  it('seek, seekRound, stepEvent, stepRound and skipToEnd give the state that playing straight through gives', () => {
    const played = createPlaybackCursor({ events, autoplay: true, speed: 4 });
    const seen = new Map<number, SceneState>();
    let guard = 0;
    while (!played.getSnapshot().ended && guard++ < 100_000) {
      played.tick(16.7);
      seen.set(played.time, cloneSceneState(played.state()));
    }
    expect(played.getSnapshot().ended).toBe(true);
    // Straight play equals the oracle at every frame it drew (sampled), and a fresh seek to that time equals both.
    const seeker = createPlaybackCursor({ events, autoplay: false });
    let n = 0;
    for (const [time, state] of seen) {
      if (n++ % 7 !== 0) continue;
      expect(state).toEqual(naiveState(events, timeline.eventTimes, time));
      seeker.seek(time);
      expect(seeker.state()).toEqual(state);
    }
    // Seeking backwards and forwards in any order lands on the same states (no kept state).
    for (const time of [timeline.duration * 0.7, timeline.duration * 0.2, timeline.duration * 0.9, 0, timeline.duration * 0.5]) {
      seeker.seek(time);
      expect(seeker.state()).toEqual(sceneStateAt(timeline, time));
      expect(seeker.state()).toEqual(naiveState(events, timeline.eventTimes, time));
    }
    // Rounds.
    for (const mark of timeline.rounds) {
      seeker.seekRound(mark.round);
      expect(seeker.time).toBe(mark.time);
      expect(seeker.state()).toEqual(naiveState(events, timeline.eventTimes, mark.time));
      expect(seeker.getSnapshot().round).toBe(mark.round);
    }
    // Stepping event by event visits every non-turn event in order and equals the oracle.
    const stepper = createPlaybackCursor({ events, autoplay: false });
    const visited: number[] = [];
    guard = 0;
    while (stepper.time < timeline.duration && guard++ < 10_000) {
      stepper.stepEvent();
      if (stepper.time < timeline.duration) visited.push(stepper.getSnapshot().eventIndex);
      expect(stepper.playing).toBe(false);
    }
    expect(visited).toEqual(events.map((e, i) => (e.type === 'turn' ? -1 : i)).filter((i) => i > 0));
    for (const i of visited.filter((_, k) => k % 9 === 0)) {
      stepper.seekEvent(i);
      expect(stepper.state()).toEqual(naiveState(events, timeline.eventTimes, timeline.eventTimes[i]!));
    }
    // Next round from the start walks the round marks.
    const rounder = createPlaybackCursor({ events, autoplay: false });
    const roundTimes: number[] = [];
    while (rounder.time < timeline.duration) {
      rounder.stepRound();
      roundTimes.push(rounder.time);
    }
    expect(roundTimes).toEqual([...timeline.rounds.map((r) => r.time), timeline.duration]);
    // Skip to the end: the state straight playing ended on, with exactly the survivors the battle-end event names.
    const skipper = createPlaybackCursor({ events, autoplay: true });
    skipper.skipToEnd();
    expect(skipper.getSnapshot().ended).toBe(true);
    expect(skipper.state()).toEqual(played.state());
    expect(skipper.state().units.filter((u) => u.alive).map((u) => u.unit)).toEqual(end.totals.filter((t) => t.alive).map((t) => t.unit));
    expect(skipper.state().result).toEqual({ winner: end.winner, reason: end.reason, rounds: end.rounds });
  });

  it('streamed round by round, compiles to the same timeline as all at once', () => {
    const cursor = createPlaybackCursor({ autoplay: true });
    let chunk: BattleEvent[] = [];
    for (const e of events) {
      if (e.type === 'roundStart' && chunk.length > 0) {
        cursor.append(chunk);
        chunk = [];
        cursor.tick(1e9); // plays up to what has streamed, then waits
        expect(cursor.getSnapshot().waiting).toBe(true);
        expect(cursor.playing).toBe(true);
      }
      chunk.push(e);
    }
    cursor.append(chunk);
    const { endState: _a, ...streamed } = cursor.timeline;
    const { endState: _b, ...whole } = timeline;
    expect(streamed).toEqual(whole);
    cursor.tick(1e9);
    expect(cursor.getSnapshot().ended).toBe(true);
  });
});
