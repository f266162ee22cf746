import type { BattleEvent, BattleEventType } from '../engine';
import type { PlaybackDurations } from './durations';

/**
 * The units an event is about, for pacing: it starts only once each of them is free. The damage of a skill waits
 * for its cast (the cast holds its targets), a unit's turn waits for the hit it just took, and events about
 * different units (the round's moves, a wave's damage numbers) overlap.
 */
export function pacedUnits(e: BattleEvent): readonly number[] {
  switch (e.type) {
    case 'turn':
    case 'turnSkipped':
    case 'move':
    case 'elementChanged':
    case 'unitDied':
      return [e.unit];
    case 'attack':
      return [e.unit, e.target];
    case 'skillCast':
      return [e.unit, ...e.targets];
    case 'damage':
    case 'heal':
    case 'statusApplied':
    case 'statusTicked':
    case 'statusRemoved':
      return [e.target];
    case 'fieldCreated':
      return [e.owner];
    case 'battleStart':
    case 'synergyActivated':
    case 'roundStart':
    case 'fieldExpired':
    case 'battleEnd':
    case 'statusExpired': // an icon fading at the end of its holder's turn need not wait for the turn's last step
      return [];
  }
}

/** Events that wait until every unit is free: a round starts, and the battle ends, after everything has played. */
const BARRIERS = new Set<BattleEventType>(['roundStart', 'battleEnd']);

/** Where pacing stands after some events: continuing from it places appended events as a whole compile would. */
export interface PaceState {
  /** Start of the last event placed, and its type (null before the first). */
  last: { time: number; type: BattleEventType } | null;
  /** For each unit, when the last event about it stops holding it. */
  busyUntil: number[];
}

/** Pacing before the first event. */
export function initialPace(): PaceState {
  return { last: null, busyUntil: [] };
}

/** A copy to continue from (a timeline keeps its own, untouched by appends). */
export function clonePace(pace: PaceState): PaceState {
  return { last: pace.last, busyUntil: [...pace.busyUntil] };
}

/** Places the next event: returns its start and advances `pace` (mutated) past it. */
export function placeEvent(pace: PaceState, e: BattleEvent, table: PlaybackDurations): number {
  let time = pace.last ? pace.last.time + table.lead[pace.last.type] : 0;
  const units = pacedUnits(e);
  if (BARRIERS.has(e.type)) for (const t of pace.busyUntil) time = Math.max(time, t ?? 0);
  else for (const u of units) time = Math.max(time, pace.busyUntil[u] ?? 0);
  const hold = time + table.hold[e.type];
  for (const u of units) pace.busyUntil[u] = Math.max(pace.busyUntil[u] ?? 0, hold);
  pace.last = { time, type: e.type };
  return time;
}

/** Where playback waits after the events placed so far: the last one's lead has passed and every unit is free. */
export function paceEnd(pace: PaceState, table: PlaybackDurations): number {
  let end = pace.last ? pace.last.time + table.lead[pace.last.type] : 0;
  for (const t of pace.busyUntil) end = Math.max(end, t ?? 0);
  return end;
}
