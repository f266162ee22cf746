import type { BattleEventType } from '../engine';
import type { CueKind } from './cue';

/** Timing of playback in ms at 1×: how long each event holds the timeline, and how long each cue plays. */
export interface PlaybackDurations {
  /** Time from an event's start to the next event's start (cues may run on past it). */
  advance: Record<BattleEventType, number>;
  /** How long each cue kind plays. */
  cue: Record<CueKind, number>;
}

/** The one table of durations, full motion. Tuned so an average 10-round battle lasts about a minute at 1×. */
export const DURATIONS: PlaybackDurations = {
  advance: {
    battleStart: 700,
    synergyActivated: 450,
    roundStart: 600,
    turn: 80,
    turnSkipped: 350,
    move: 260,
    attack: 260,
    skillCast: 420,
    damage: 180,
    heal: 160,
    statusApplied: 120,
    statusTicked: 160,
    statusExpired: 60,
    statusRemoved: 100,
    elementChanged: 140,
    fieldCreated: 360,
    fieldExpired: 160,
    unitDied: 420,
    battleEnd: 1200,
  },
  cue: {
    battleStart: 700,
    roundStart: 900,
    turn: 300,
    turnSkipped: 450,
    move: 260,
    attack: 300,
    projectile: 220,
    miss: 700,
    skillCast: 1100,
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
    death: 700,
    battleEnd: 1200,
  },
};

/**
 * Reduced motion: the same rhythm (so the log and scrub bar read the same), fades instead of motion; moves are a
 * crossfade and shorter, and the motion-only cues (shake, particles) are never compiled (see compileTimeline).
 */
export const REDUCED_MOTION_DURATIONS: PlaybackDurations = {
  advance: { ...DURATIONS.advance, move: 160, attack: 200 },
  cue: { ...DURATIONS.cue, move: 160, attack: 200, projectile: 0, shake: 0, particles: 0 },
};

/** The table for a motion preference. */
export function durationsFor(reducedMotion: boolean): PlaybackDurations {
  return reducedMotion ? REDUCED_MOTION_DURATIONS : DURATIONS;
}
