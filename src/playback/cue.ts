import type { Cell, DamageType, EffectCause, Element, Team } from '../engine';

/** Fields every cue carries: when it plays (absolute ms on the 1× timeline) and which event made it. */
export interface CueTiming {
  /** Stable id: creation order (appending rounds never renumbers). */
  id: number;
  /** Start, in ms of battle time at 1× (the cursor scales its clock by the speed, not the timeline). */
  start: number;
  /** Length in ms at 1×; the cue is active while start <= t < start + duration. */
  duration: number;
  /** Index of the event in {@link Timeline.events} that produced the cue. */
  eventIndex: number;
  /** Round the event belongs to (0 before the first round starts). */
  round: number;
}

/** What a cue shows; the scene draws each kind, the log and scrub bar may read them too. */
export type CueBody =
  /** The board and units appear. */
  | { kind: 'battleStart' }
  /** "Round N" title. */
  | { kind: 'roundStart'; roundNumber: number }
  /** The acting unit is highlighted. */
  | { kind: 'turn'; unit: number }
  /** The unit cannot act (stunned, frozen…): a small shake or fade of its status icon. */
  | { kind: 'turnSkipped'; unit: number; status: string }
  /** A one-cell step (in reduced motion: fade out at `from`, fade in at `to`). */
  | { kind: 'move'; unit: number; from: Cell; to: Cell }
  /** A basic attack: a melee lunge, or for ranged units a wind-up before the projectile. */
  | { kind: 'attack'; unit: number; target: number; missed: boolean; ranged: boolean }
  /** A projectile flying from a ranged attacker to its target. */
  | { kind: 'projectile'; unit: number; target: number; from: Cell; to: Cell; damageType: DamageType }
  /** "MISS" over the target. */
  | { kind: 'miss'; unit: number; target: number }
  /** Skill name banner and caster glow; `targets` flash. */
  | { kind: 'skillCast'; unit: number; skill: string; targets: number[] }
  /** A floating damage number (the health lost; the shield part has its own cue) and the trailing health segment. */
  | {
      kind: 'damageNumber';
      target: number;
      source: number | null;
      amount: number;
      healthLost: number;
      damageType: DamageType;
      critical: boolean;
      cause: EffectCause;
      causeId: string | null;
      /** Health before and after the hit, for the trailing segment of the health bar. */
      healthBefore: number;
      healthAfter: number;
    }
  /** A floating heal number. */
  | { kind: 'heal'; target: number; source: number | null; amount: number; cause: EffectCause; causeId: string | null }
  /** A floating "absorbed" number over the shield. */
  | { kind: 'shieldAbsorb'; target: number; amount: number }
  /** A hit flash on the target (a tint, never a filter per unit). */
  | { kind: 'hitFlash'; target: number; critical: boolean }
  /** Screen shake for big hits (never in reduced motion). */
  | { kind: 'shake'; strength: number }
  /** A burst of particles at a cell (never in reduced motion or on LOW devices). */
  | { kind: 'particles'; at: Cell; effect: 'hit' | 'crit' | 'heal' | 'death' | 'field' | 'skill'; count: number }
  /** A status icon pops onto a unit. */
  | { kind: 'statusApplied'; target: number; status: string; duration: number; source: number | null; points: number }
  /** A status icon pulses (its damage or heal number follows). */
  | { kind: 'statusTicked'; target: number; status: string; remaining: number }
  /** A status icon fades out (ran out). */
  | { kind: 'statusExpired'; target: number; status: string }
  /** A status icon breaks (removed early). */
  | { kind: 'statusRemoved'; target: number; status: string; reason: 'removeShield' | 'removeElementChange' | 'depleted' | 'replaced' }
  /** The unit's element badge changes. */
  | { kind: 'elementChanged'; unit: number; element: Element }
  /** A field overlay fades in over its radius. */
  | { kind: 'fieldCreated'; field: number; status: string; team: Team; at: Cell; radius: number; duration: number }
  /** A field overlay fades out. */
  | { kind: 'fieldExpired'; field: number }
  /** A synergy lights up on its team's synergy panel and its units glow. */
  | { kind: 'synergyActivated'; team: Team; synergy: string; level: number; units: number[] }
  /** The unit falls and fades. */
  | { kind: 'death'; unit: number; killer: number | null }
  /** The result title. */
  | { kind: 'battleEnd'; winner: Team | null; reason: 'wipeout' | 'turnCap' };

/** One timed animation cue. */
export type Cue = CueTiming & CueBody;

/** The `kind` tags of {@link Cue}. */
export type CueKind = CueBody['kind'];
