import type { BattleEventType } from '../engine';
import type { CueKind } from './cue';

/**
 * Timing of playback in ms at 1×. An event starts once two things allow it (see `pacing.ts`): the previous event's
 * `lead` has passed (the pace of the story, events keep their order), and every unit it is about is free, i.e.
 * the `hold` of the last event about that unit has passed (a hit reads before its target reacts). So the round's
 * moves, the damage numbers of several targets and the status ticks overlap, while one unit's story stays in order.
 */
export interface PlaybackDurations {
  /** Least time from an event's start to the next event's start. */
  lead: Record<BattleEventType, number>;
  /** How long an event keeps the units it is about: a later event about one of them starts no earlier. */
  hold: Record<BattleEventType, number>;
  /** How long each cue kind plays (cues run on over later events: a damage number floats while the next hits land). */
  cue: Record<CueKind, number>;
}

/** The one table of durations, full motion. Tuned with `npm run pacing`: median random battle ≤ 25 s at 1×. */
export const DURATIONS: PlaybackDurations = {
  lead: {
    battleStart: 400,
    synergyActivated: 100,
    roundStart: 220,
    turn: 10,
    turnSkipped: 220,
    move: 40,
    attack: 40,
    skillCast: 60,
    damage: 25,
    heal: 25,
    statusApplied: 25,
    statusTicked: 30,
    statusExpired: 20,
    statusRemoved: 20,
    elementChanged: 20,
    fieldCreated: 160,
    fieldExpired: 60,
    unitDied: 100,
    battleEnd: 700,
  },
  hold: {
    battleStart: 0,
    synergyActivated: 0,
    roundStart: 0,
    turn: 0,
    turnSkipped: 300,
    move: 200,
    attack: 110,
    skillCast: 140,
    damage: 100,
    heal: 90,
    statusApplied: 20,
    statusTicked: 40,
    statusExpired: 40,
    statusRemoved: 60,
    elementChanged: 100,
    fieldCreated: 260,
    fieldExpired: 0,
    unitDied: 350,
    battleEnd: 0,
  },
  cue: {
    battleStart: 600,
    roundStart: 800,
    turn: 240,
    turnSkipped: 400,
    move: 220,
    attack: 220,
    projectile: 110,
    miss: 700,
    skillCast: 1000,
    damageNumber: 900,
    heal: 900,
    shieldAbsorb: 900,
    hitFlash: 200,
    shake: 240,
    particles: 600,
    statusApplied: 360,
    statusTicked: 360,
    statusExpired: 360,
    statusRemoved: 360,
    elementChanged: 400,
    fieldCreated: 500,
    fieldExpired: 500,
    synergyActivated: 1200,
    death: 600,
    battleEnd: 1200,
  },
};

/**
 * Reduced motion: the same rhythm (so the log and scrub bar read the same), fades instead of motion; moves are a
 * crossfade and shorter, and the motion-only cues (shake, particles) are never compiled (see compileTimeline).
 */
export const REDUCED_MOTION_DURATIONS: PlaybackDurations = {
  lead: DURATIONS.lead,
  hold: { ...DURATIONS.hold, move: 160 },
  cue: { ...DURATIONS.cue, move: 160, attack: 200, projectile: 0, shake: 0, particles: 0 },
};

/** The table for a motion preference. */
export function durationsFor(reducedMotion: boolean): PlaybackDurations {
  return reducedMotion ? REDUCED_MOTION_DURATIONS : DURATIONS;
}
