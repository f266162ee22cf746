import type { BattleEvent, EndReason } from '../events';
import type { StreamHasher } from '../hashing/streamHashers';
import type { BattleRandom } from '../rng';
import { RULES } from '../rules';
import type { BattleHost, FieldState, UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { StatusRegistry } from '../statuses/registry';
import type { Element, RemoveType, Team } from '../types';

const { width: W, height: H } = RULES.board;

/**
 * The state of one battle (units, board, fields, RNG, the event log) as the opening deploys it and the WebAssembly
 * module leaves it after each round (wasm/readModuleState.ts), and the rule operations a synergy or a test calls on it
 * between rounds, which Battle (../battle.ts) plays on the module.
 */
export abstract class BattleWorld implements BattleHost {
  /** Units by uid (team 0's in input order, then team 1's). */
  readonly units: UnitState[] = [];
  /** Each team's units in uid order (the same objects as `units`): the synergies count each side's. */
  readonly teamUnits: [UnitState[], UnitState[]] = [[], []];
  /** Living units of each team (in step with `alive`). */
  readonly living: [number, number] = [0, 0];
  /** Every event so far, in order. */
  readonly log: BattleEvent[] = [];
  round = 0;
  over = false;
  winner: Team | null = null;
  reason: EndReason | null = null;

  /** Each unit's cell (y * width + x) by uid while it lives, -1 once dead: written with `grid` and `alive`. */
  readonly cells = new Int32Array(2 * RULES.team.maxUnits).fill(-1);
  /** Each unit's card's targeting rule by uid as a number (0 nearest, 1 farthest, 2 weakest), set at deployment. */
  readonly targetRules = new Int8Array(2 * RULES.team.maxUnits);
  /** Team t's units are the uids teamStart[t] .. teamStart[t + 1] - 1 (team 0's come first). */
  readonly teamStart: [number, number, number] = [0, 0, 0];

  /** Occupancy: uid + 1 of the unit on each cell (y * width + x), 0 when free. */
  readonly grid = new Int16Array(W * H);
  /** The same occupancy as a bit set (bit n: cell n occupied), the module's path search's; written with `grid`. */
  occupied = 0;
  /** Fields lying on the board, in creation order. */
  readonly fields: FieldState[] = [];
  /** Aura statuses ever applied; while 0 and no field lies on the board, zones are all zero. */
  auras = 0;
  /** Whether some unit may still carry zone modifiers from an earlier round (they must be cleared once). */
  zonesSet = false;
  /**
   * The fields' zone modifiers summed per side and cell: at ((team * cells + cell) * 2) the speed taken from a
   * unit of that side on that cell, at + 1 the extra damage it takes (the module's zone sums, read back).
   */
  readonly zoneCells = new Int32Array(2 * W * H * 2);
  /** How many of `fields` (the first ones) are in {@link zoneCells}; later ones were laid this round. */
  fieldsZoned = 0;
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
   * False for a playout's opening (Battle's `record` option): no event is built at all (every call of {@link emit} is
   * guarded by `if (w.recording)`); the batch (wasm/wasmPlayouts.ts) compiles its tables from the opened battle.
   */
  recording = true;

  /** Appends an event to the stream (only called while recording). Event objects are written with sorted keys. */
  emit(event: BattleEvent): void {
    if (this.recording) this.log.push(event);
    if (this.hasher !== null) this.hasher.add(event);
  }

  /** Puts a status on a living unit (refreshing it if present); `points` overrides a shield's points. */
  abstract applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void;

  /** Strips every status of one removal class. */
  abstract removeStatuses(target: UnitState, removeType: RemoveType): void;

  /** Lays a field centred on (x, y). */
  abstract createField(owner: UnitState, statusId: string, x: number, y: number): void;

  /** Changes a unit's element, reporting only a real change. */
  abstract setElement(unit: UnitState, element: Element): void;
}
