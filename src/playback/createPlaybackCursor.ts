import type { BattleEvent } from '../engine';
import { appendToTimeline, compileTimeline } from './compileTimeline';
import { frameAt } from './frameAt';
import type { CursorSnapshot, PlaybackCursor, PlaybackSpeed } from './playbackCursor';
import type { PlaybackFrame } from './playbackFrame';
import type { SceneState } from './sceneState';
import { eventIndexAt, sceneStateAdvanced } from './sceneStateAt';
import type { Timeline, TimelineOptions } from './timeline';

/** Options of a new cursor. */
export interface CursorOptions extends Partial<TimelineOptions> {
  /** Events known up front (a whole replay, or the first streamed chunk). */
  events?: readonly BattleEvent[];
  speed?: PlaybackSpeed;
  /** Start playing as soon as there is something to play (default true). */
  autoplay?: boolean;
}

/** Events that "step to the next event" stops at: everything but the bookkeeping turn marker. */
const skipOnStep = new Set<BattleEvent['type']>(['turn']);

/** Creates a playback cursor (see {@link PlaybackCursor}); the scene drives it with {@link PlaybackCursor.tick}. */
export function createPlaybackCursor(options: CursorOptions = {}): PlaybackCursor {
  let timeline: Timeline = compileTimeline(options.events ?? [], { reducedMotion: options.reducedMotion ?? false });
  let time = 0;
  let playing = options.autoplay ?? true;
  let speed: PlaybackSpeed = options.speed ?? 1;
  let snapshot: CursorSnapshot | null = null;
  // "Skip to the result" pressed before the battle's last events arrived: the end moves as they do.
  let skipping = false;
  // A cache keyed by (timeline, event index): the state is a pure function of both, so reusing it is not kept state.
  let cached: { timeline: Timeline; index: number; state: SceneState } | null = null;
  const listeners = new Set<() => void>();

  const indexNow = () => eventIndexAt(timeline, time);
  const roundOf = (index: number) => {
    let round = 0;
    for (const r of timeline.rounds) if (r.eventIndex <= index) round = r.round;
    return round;
  };
  const notify = () => {
    snapshot = null;
    for (const l of [...listeners]) l();
  };
  const moveTo = (t: number) => {
    skipping = false;
    time = Math.max(0, Math.min(t, timeline.duration));
    notify();
  };
  const stateAt = (index: number): SceneState => {
    if (cached && cached.timeline === timeline && cached.index === index) return cached.state;
    // Appending rounds or switching reduced motion keeps the events, so a state of the old timeline still holds.
    const known = cached && cached.timeline.events[cached.index] === timeline.events[cached.index] ? cached : null;
    cached = { timeline, index, state: sceneStateAdvanced(timeline, known, index) };
    return cached.state;
  };

  const cursor: PlaybackCursor = {
    get timeline() { return timeline; },
    get time() { return time; },
    get playing() { return playing; },
    get speed() { return speed; },
    append(events) {
      if (events.length === 0) return;
      timeline = appendToTimeline(timeline, events);
      if (skipping) time = timeline.duration;
      notify();
    },
    setReducedMotion(reducedMotion) {
      if (reducedMotion === timeline.options.reducedMotion) return;
      const index = indexNow();
      const offset = index >= 0 ? time - timeline.eventTimes[index]! : 0;
      timeline = compileTimeline(timeline.events, { reducedMotion });
      if (index >= 0) {
        // The same event, as far into it as before (but not into the next one's slot, which may be shorter now).
        const next = timeline.eventTimes[index + 1] ?? timeline.duration;
        time = timeline.eventTimes[index]! + Math.max(0, Math.min(offset, next - timeline.eventTimes[index]! - 1));
      }
      // The same place in a new timeline, not a seek of the player's: a pending skip to the result stays pending.
      const wasSkipping = skipping;
      moveTo(time);
      skipping = wasSkipping;
    },
    tick(elapsedMs) {
      if (!playing || elapsedMs <= 0) return;
      const before = indexNow();
      const wasWaiting = time >= timeline.duration;
      time = Math.min(time + elapsedMs * speed, timeline.duration);
      const atEnd = time >= timeline.duration;
      if (atEnd && timeline.complete) playing = false;
      if (indexNow() !== before || atEnd !== wasWaiting || !playing) notify();
    },
    play() {
      if (playing) return;
      if (timeline.complete && time >= timeline.duration) time = 0; // play again from the start
      skipping = false;
      playing = true;
      notify();
    },
    pause() {
      if (!playing) return;
      playing = false;
      notify();
    },
    setSpeed(next) {
      if (next === speed) return;
      speed = next;
      notify();
    },
    seek(t) { moveTo(t); },
    seekRound(round) {
      if (round <= 0) return moveTo(0);
      const mark = timeline.rounds.find((r) => r.round === round);
      moveTo(mark ? mark.time : timeline.duration);
    },
    seekEvent(eventIndex) {
      const t = timeline.eventTimes[Math.max(0, Math.min(eventIndex, timeline.eventTimes.length - 1))];
      if (t !== undefined) moveTo(t);
    },
    stepEvent() {
      playing = false;
      const { events, eventTimes } = timeline;
      for (let i = indexNow() + 1; i < events.length; i++) {
        if (!skipOnStep.has(events[i]!.type) && eventTimes[i]! > time) return moveTo(eventTimes[i]!);
      }
      moveTo(timeline.duration);
    },
    stepRound() {
      const next = timeline.rounds.find((r) => r.time > time);
      moveTo(next ? next.time : timeline.duration);
    },
    skipToEnd() {
      playing = false;
      moveTo(timeline.duration);
      skipping = !timeline.complete;
    },
    state: () => stateAt(indexNow()),
    frame(): PlaybackFrame {
      return frameAt(timeline, time, stateAt(indexNow()));
    },
    getSnapshot() {
      if (snapshot) return snapshot;
      const eventIndex = indexNow();
      const atEnd = time >= timeline.duration;
      snapshot = {
        time, playing, speed, round: roundOf(eventIndex), eventIndex, duration: timeline.duration,
        ended: atEnd && timeline.complete, waiting: atEnd && !timeline.complete, timeline,
      };
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
  return cursor;
}
