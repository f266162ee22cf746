import type { BattleEvent, UnitSnapshot } from '../engine';
import { applyEvent, cloneSceneState, initialSceneState } from './applyEvent';
import type { Cue } from './cue';
import { durationsFor } from './durations';
import { cuesOf } from './eventCues';
import { clonePace, initialPace, paceEnd, placeEvent } from './pacing';
import type { RoundMark, Timeline, TimelineMarker, TimelineOptions } from './timeline';

/** A timeline with no events yet (rounds are appended as the worker streams them). */
export function emptyTimeline(options: TimelineOptions): Timeline {
  return {
    options, events: [], eventTimes: [], cues: [], rounds: [], markers: [], duration: 0, complete: false,
    checkpoints: [], maxCueDuration: 0, endState: initialSceneState(), pace: initialPace(),
  };
}

/** Compiles a whole (or partial) event stream into a timeline of cues with absolute times. */
export function compileTimeline(events: readonly BattleEvent[], options: TimelineOptions): Timeline {
  return appendToTimeline(emptyTimeline(options), events);
}

/**
 * Appends streamed events: they start where the timeline ended. Returns a new timeline; the old one is untouched,
 * so a cursor or React render holding it stays consistent.
 */
export function appendToTimeline(timeline: Timeline, more: readonly BattleEvent[]): Timeline {
  if (more.length === 0) return timeline;
  const { reducedMotion } = timeline.options;
  const table = durationsFor(reducedMotion);
  const events = [...timeline.events];
  const eventTimes = [...timeline.eventTimes];
  const cues: Cue[] = [...timeline.cues];
  const rounds: RoundMark[] = [...timeline.rounds];
  const markers: TimelineMarker[] = [...timeline.markers];
  const checkpoints = [...timeline.checkpoints];
  const state = cloneSceneState(timeline.endState);
  let snapshots: readonly UnitSnapshot[] = timeline.events[0]?.type === 'battleStart' ? timeline.events[0].units : [];
  const pace = clonePace(timeline.pace);
  let maxCueDuration = timeline.maxCueDuration;
  let complete = timeline.complete;

  for (const e of more) {
    const index = events.length;
    const time = placeEvent(pace, e, table);
    if (e.type === 'battleStart') snapshots = e.units;
    if (e.type === 'roundStart') {
      rounds.push({ round: e.round, time, eventIndex: index });
      checkpoints.push(cloneSceneState(state));
    }
    const round = e.type === 'roundStart' ? e.round : state.round;
    const placed = cuesOf(e, { before: state, reducedMotion, snapshots });
    for (const p of placed) {
      const duration = table.cue[p.body.kind];
      if (duration <= 0) continue;
      cues.push({ ...p.body, id: cues.length, start: time + p.offset, duration, eventIndex: index, round } as Cue);
      if (duration > maxCueDuration) maxCueDuration = duration;
    }
    if (e.type === 'unitDied') markers.push({ kind: 'death', time, round, eventIndex: index, unit: e.unit });
    if (e.type === 'synergyActivated') markers.push({ kind: 'synergy', time, round, eventIndex: index, unit: e.units[0] ?? -1 });
    if (e.type === 'fieldCreated') markers.push({ kind: 'field', time, round, eventIndex: index, unit: e.owner });
    if (e.type === 'battleEnd') complete = true;
    applyEvent(state, e, index);
    events.push(e);
    eventTimes.push(time);
  }
  // Offsets can start a cue a little after a later event's cue: keep the list sorted by start (ties by creation).
  cues.sort((a, b) => a.start - b.start || a.id - b.id);
  return {
    options: timeline.options, events, eventTimes, cues, rounds, markers, duration: paceEnd(pace, table), complete, checkpoints,
    maxCueDuration, endState: state, pace,
  };
}
