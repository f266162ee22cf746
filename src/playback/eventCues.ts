import type { BattleEvent, BattleEventType, UnitSnapshot } from '../engine';
import type { CueBody } from './cue';
import type { SceneState } from './sceneState';

/** What a cue maker sees: the state just before its event, and the motion preference. */
export interface CueContext {
  before: SceneState;
  reducedMotion: boolean;
  /** The battle start's unit snapshots (attack range and type, for projectiles). */
  snapshots: readonly UnitSnapshot[];
}

/** A cue body and its offset (ms) from the event's start. */
export interface PlacedCue {
  body: CueBody;
  offset: number;
}

type Maker<K extends BattleEventType> = (e: Extract<BattleEvent, { type: K }>, ctx: CueContext) => PlacedCue[];

const at = (body: CueBody, offset = 0): PlacedCue => ({ body, offset });

/**
 * The cues each event kind plays. A mapped type over every event `type`, so adding an event kind to the engine
 * fails to compile here until it has cues. Motion-only cues (shake, particles, projectiles) are left out in
 * reduced motion.
 */
export const EVENT_CUES: { [K in BattleEventType]: Maker<K> } = {
  battleStart: () => [at({ kind: 'battleStart' })],
  synergyActivated: (e) => [at({ kind: 'synergyActivated', team: e.team, synergy: e.synergy, level: e.level, units: e.units })],
  roundStart: (e) => [at({ kind: 'roundStart', roundNumber: e.round })],
  turn: (e) => [at({ kind: 'turn', unit: e.unit })],
  turnSkipped: (e) => [at({ kind: 'turnSkipped', unit: e.unit, status: e.status })],
  move: (e) => [at({ kind: 'move', unit: e.unit, from: e.from, to: e.to })],
  attack: (e, ctx) => {
    const snapshot = ctx.snapshots[e.unit];
    const ranged = (snapshot?.range ?? 1) > 1;
    const cues = [at({ kind: 'attack', unit: e.unit, target: e.target, missed: e.missed, ranged })];
    const a = ctx.before.units[e.unit];
    const t = ctx.before.units[e.target];
    if (ranged && !ctx.reducedMotion && a && t) {
      cues.push(at({ kind: 'projectile', unit: e.unit, target: e.target, from: { x: a.x, y: a.y }, to: { x: t.x, y: t.y }, damageType: snapshot?.attackType ?? 'physical' }));
    }
    if (e.missed) cues.push(at({ kind: 'miss', unit: e.unit, target: e.target }, 110));
    return cues;
  },
  skillCast: (e, ctx) => {
    const cues = [at({ kind: 'skillCast', unit: e.unit, skill: e.skill, targets: e.targets })];
    const caster = ctx.before.units[e.unit];
    if (!ctx.reducedMotion && caster) cues.push(at({ kind: 'particles', at: { x: caster.x, y: caster.y }, effect: 'skill', count: 10 }));
    return cues;
  },
  damage: (e, ctx) => {
    const healthBefore = ctx.before.units[e.target]?.health ?? e.health;
    const healthLost = e.amount - e.shieldAbsorbed;
    const cues: PlacedCue[] = [];
    if (healthLost > 0 || e.shieldAbsorbed === 0) {
      cues.push(at({
        kind: 'damageNumber', target: e.target, source: e.source, amount: e.amount, healthLost, damageType: e.damageType,
        critical: e.critical, cause: e.cause, causeId: e.causeId, healthBefore, healthAfter: e.health,
      }));
    }
    if (e.shieldAbsorbed > 0) cues.push(at({ kind: 'shieldAbsorb', target: e.target, amount: e.shieldAbsorbed }, healthLost > 0 ? 90 : 0));
    cues.push(at({ kind: 'hitFlash', target: e.target, critical: e.critical }));
    const t = ctx.before.units[e.target];
    if (!ctx.reducedMotion && t) {
      cues.push(at({ kind: 'particles', at: { x: t.x, y: t.y }, effect: e.critical ? 'crit' : 'hit', count: e.critical ? 14 : 6 }));
      if (e.critical) cues.push(at({ kind: 'shake', strength: 6 }));
    }
    return cues;
  },
  heal: (e, ctx) => {
    const cues = [at({ kind: 'heal', target: e.target, source: e.source, amount: e.amount, cause: e.cause, causeId: e.causeId })];
    const t = ctx.before.units[e.target];
    if (!ctx.reducedMotion && t) cues.push(at({ kind: 'particles', at: { x: t.x, y: t.y }, effect: 'heal', count: 6 }));
    return cues;
  },
  statusApplied: (e) => [at({ kind: 'statusApplied', target: e.target, status: e.status, duration: e.duration, source: e.source, points: e.points })],
  statusTicked: (e) => [at({ kind: 'statusTicked', target: e.target, status: e.status, remaining: e.remaining })],
  statusExpired: (e) => [at({ kind: 'statusExpired', target: e.target, status: e.status })],
  statusRemoved: (e) => [at({ kind: 'statusRemoved', target: e.target, status: e.status, reason: e.reason })],
  elementChanged: (e) => [at({ kind: 'elementChanged', unit: e.unit, element: e.element })],
  fieldCreated: (e, ctx) => {
    const cues = [at({ kind: 'fieldCreated', field: e.field, status: e.status, team: e.team, at: { x: e.x, y: e.y }, radius: e.radius, duration: e.duration })];
    if (!ctx.reducedMotion) cues.push(at({ kind: 'particles', at: { x: e.x, y: e.y }, effect: 'field', count: 12 }));
    return cues;
  },
  fieldExpired: (e) => [at({ kind: 'fieldExpired', field: e.field })],
  unitDied: (e, ctx) => {
    const cues = [at({ kind: 'death', unit: e.unit, killer: e.killer })];
    const u = ctx.before.units[e.unit];
    if (!ctx.reducedMotion && u) cues.push(at({ kind: 'particles', at: { x: u.x, y: u.y }, effect: 'death', count: 16 }));
    return cues;
  },
  battleEnd: (e) => [at({ kind: 'battleEnd', winner: e.winner, reason: e.reason })],
};

/** The cues of one event (dispatches on its type through {@link EVENT_CUES}). */
export function cuesOf(e: BattleEvent, ctx: CueContext): PlacedCue[] {
  return (EVENT_CUES[e.type] as Maker<BattleEventType>)(e as never, ctx);
}
