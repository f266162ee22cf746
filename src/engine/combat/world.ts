import type { BattleEvent, EffectCause, EndReason } from '../events';
import type { StreamHasher } from '../hashing/streamHashers';
import { permille } from '../permille';
import type { BattleRandom } from '../rng';
import { RULES } from '../rules';
import type { SkillHost } from '../skills/host';
import type { ActiveStatus, UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { StatusRegistry } from '../statuses/registry';
import type { DamageType, Element, RemoveType, Team } from '../types';
import type { FieldState } from './fields';

const { width: W, height: H } = RULES.board;
const C = RULES.combat;

/**
 * The state of one battle (units, board, fields, RNG, the event log) and the operations statuses, skills and
 * synergies call on it (SkillHost). Battle (../battle.ts) plays the operations and the rounds on the WebAssembly
 * module, or in the JS rule code it is given (jsRules.ts and the section modules beside this file).
 */
export abstract class BattleWorld implements SkillHost {
  /** Units by uid (team 0's in input order, then team 1's). */
  readonly units: UnitState[] = [];
  /** Each team's units in uid order (the same objects as `units`), so a search over one side skips the other. */
  readonly teamUnits: [UnitState[], UnitState[]] = [[], []];
  /** Living units of each team (kept in step with `alive`, so the end check after every turn is two reads). */
  readonly living: [number, number] = [0, 0];
  /** Every event so far, in order. */
  readonly log: BattleEvent[] = [];
  round = 0;
  over = false;
  winner: Team | null = null;
  reason: EndReason | null = null;

  /**
   * Each unit's cell (y * width + x) by uid while it lives, -1 once dead: written with `grid` and `alive`, so the
   * target scans read one integer per enemy instead of the unit's alive, x and y.
   */
  readonly cells = new Int32Array(2 * RULES.team.maxUnits).fill(-1);
  /** Each unit's card's targeting rule by uid as a number (0 nearest, 1 farthest, 2 weakest), set at deployment. */
  readonly targetRules = new Int8Array(2 * RULES.team.maxUnits);
  /** Team t's units are the uids teamStart[t] .. teamStart[t + 1] - 1 (team 0's come first). */
  readonly teamStart: [number, number, number] = [0, 0, 0];

  /** Occupancy: uid + 1 of the unit on each cell (y * width + x), 0 when free. */
  readonly grid = new Int16Array(W * H);
  /** The same occupancy as a bit set (bit n: cell n occupied), for the path search; written with `grid`. */
  occupied = 0;
  /** Fields lying on the board, in creation order. */
  readonly fields: FieldState[] = [];
  /** Aura statuses ever applied; while 0 and no field lies on the board, zones are all zero. */
  auras = 0;
  /** Whether some unit may still carry zone modifiers from an earlier round (they must be cleared once). */
  zonesSet = false;
  /**
   * The fields' zone modifiers summed per side and cell: at ((team * cells + cell) * 2) the speed taken from a
   * unit of that side on that cell, at + 1 the extra damage it takes (see fields.ts computeZones).
   */
  readonly zoneCells = new Int32Array(2 * W * H * 2);
  /** How many of `fields` (the first ones) are in {@link zoneCells}; later ones were laid this round. */
  fieldsZoned = 0;
  /** Scratch list for tickStatuses (reused every turn; no one keeps it). */
  readonly heldScratch: ActiveStatus[] = [];
  /** Scratch list for applyDamage's depleted shields (reused by every hit; only its first entries are read). */
  readonly depleted: ActiveStatus[] = [];
  /** Every status object this battle made (see {@link activeStatus}); the first `statusesUsed` are in use. */
  private readonly statusPool: ActiveStatus[] = [];
  private statusesUsed = 0;
  /** Global status application sequence (see ActiveStatus.seq). */
  seq = 0;
  fieldSeq = 0;

  constructor(
    /** The battle's randomness: sfc32 seeded from the input, or a test's injected rolls. */
    readonly rng: BattleRandom,
    /** The status table statuses and fields are looked up in. */
    readonly statuses: StatusRegistry,
  ) {}

  /** The battle hash fed as each event is emitted, when the battle computes it (see Battle). */
  protected hasher: StreamHasher | null = null;

  /**
   * False in playout mode (Battle's `record` option): no event is built at all. Every call of {@link emit} is
   * guarded by `if (w.recording)`, so a playout makes no event object, string or array; it runs the same rule
   * code otherwise, which is why it decides the same battle.
   */
  recording = true;

  /** Appends an event to the stream (only called while recording). Event objects are written with sorted keys. */
  emit(event: BattleEvent): void {
    if (this.recording) this.log.push(event);
    if (this.hasher !== null) this.hasher.add(event);
  }

  /**
   * A new status on a unit. Objects are never reused within a battle (a turn's tick compares them by identity);
   * a playout batch hands the last playout's out again after {@link recycleStatuses}, so it allocates none.
   */
  activeStatus(status: CompiledStatus, remaining: number, points: number, source: number | null, seq: number): ActiveStatus {
    if (this.statusesUsed < this.statusPool.length) {
      const a = this.statusPool[this.statusesUsed++]!;
      a.status = status;
      a.remaining = remaining;
      a.points = points;
      a.source = source;
      a.seq = seq;
      return a;
    }
    const a: ActiveStatus = { status, remaining, points, source, seq };
    if (!this.recording) {
      this.statusPool.push(a);
      this.statusesUsed++;
    }
    return a;
  }

  /** Makes every status object handed out so far reusable: only when no unit holds one (a playout's restore). */
  recycleStatuses(): void {
    this.statusesUsed = 0;
  }

  /** Looks a status up in the battle's table. */
  status(id: string): CompiledStatus {
    return this.statuses.get(id);
  }

  // ---- stats (effective values with modifiers) ------------------------------------------------------------

  /** Effective attack (with status modifiers). */
  attackOf(u: UnitState): number {
    return permille(u.attack, Math.max(0, 1000 + u.mods.attack));
  }

  /** Effective magic (with status modifiers). */
  magicOf(u: UnitState): number {
    return permille(u.magic, Math.max(0, 1000 + u.mods.magic));
  }

  /** Effective speed (statuses and zones; never below 10% of base). */
  speedOf(u: UnitState): number {
    return permille(u.speed, Math.max(C.minSpeedShare, 1000 + u.mods.speed - u.zoneSpeed));
  }

  // ---- SkillHost ------------------------------------------------------------------------------------------

  /** True with probability perMille / 1000 (battle RNG). */
  chance(perMille: number): boolean {
    return this.rng.chance(perMille);
  }

  // The rule operations below are played by the WebAssembly module or, for the oracle, the JS rule code (Battle
  // routes each: ../battle.ts); the JS rule code's section modules call them on the world they play.

  /** An attacker's hit (damage.ts in the JS rule code). */
  abstract hit(a: UnitState, t: UnitState, type: DamageType, scaling: 'attack' | 'magic', ratio: number, cause: 'attack' | 'skill', causeId: string | null): void;

  /** Damage not from an attacker's hit (damage.ts). */
  abstract dealDamage(source: UnitState | null, target: UnitState, raw: number, type: DamageType, cause: EffectCause, causeId: string | null, mitigate: boolean): void;

  /** Restores health up to max (damage.ts). */
  abstract heal(source: UnitState | null, target: UnitState, amount: number, cause: EffectCause, causeId: string | null): void;

  /** Puts a status on a living unit (statusOps.ts). */
  abstract applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void;

  /** Strips every status of one removal class (statusOps.ts). */
  abstract removeStatuses(target: UnitState, removeType: RemoveType): void;

  /** Lays a field centred on (x, y) (fields.ts). */
  abstract createField(owner: UnitState, statusId: string, x: number, y: number): void;

  /** Changes a unit's element, reporting only a real change (statusOps.ts). */
  abstract setElement(unit: UnitState, element: Element): void;
}
