import type { Battle, BattleCatalog, BattleEvent, BattleInput, BattleRandom, EndReason, Team, TeamInput } from '../../src/engine';
import type { TraceRecord } from '../../src/engine/wasm/wasmPlayouts';
import { engineAtCommit } from './engineAtCommit';

/**
 * The commit whose JS rule code is the reference the WebAssembly rules core is compared with (the last one that had
 * it: the rules were written twice until then, docs/ENGINE.md "The WebAssembly playout"). Pinned, so the reference
 * never moves with this tree.
 */
export const REFERENCE_COMMIT = '28044a24931575c6a835363399a33d6081375837';

/**
 * The rules versions the reference plays. Tests compare these explicitly: a version added after the reference
 * (which it cannot play) is pinned by its goldens instead.
 */
export const REFERENCE_VERSIONS = [2, 3, 4] as const;

/** How a battle ended, without its events (the reference's battleOutcome). */
export interface ReferenceOutcome {
  winner: Team | null;
  reason: EndReason;
  rounds: number;
  /** Each unit's final health, by uid. */
  health: number[];
}

/** The reference's batch of playouts (one deployment, the opening restored per seed). */
export interface ReferencePlayouts {
  play(seed: number): Team | null;
  readonly rounds: number;
  readonly reason: EndReason;
  health(uid: number): number;
  readonly unitCount: number;
}

/** What a reference battle shows between rounds: the live state this tree's Battle also has. */
export type ReferenceBattle = Pick<Battle, 'next' | 'runToEnd' | 'over' | 'winner' | 'reason' | 'round' | 'rng' | 'living' | 'occupied' | 'cells' | 'grid' | 'seq' | 'auras' | 'fieldSeq' | 'fieldsZoned' | 'zonesSet' | 'zoneCells' | 'fields' | 'units'>;

/** The reference engine: the pinned commit's JS rule code, playing this tree's cards (the engine never imports content). */
export interface ReferenceEngine {
  commit: string;
  /** The full run's events in the JS rule code. */
  simulate(input: BattleInput, catalog: BattleCatalog): BattleEvent[];
  /** A battle whose rounds the JS rule code plays (`rng`: a test's draws), for the step API. */
  battle(input: BattleInput, catalog: BattleCatalog, rng?: BattleRandom): ReferenceBattle;
  /** The JS playout: the outcome without events. */
  battleOutcome(input: BattleInput, catalog: BattleCatalog): ReferenceOutcome;
  /** The JS batch of playouts. */
  playouts(teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, rulesVersion: number): ReferencePlayouts;
  /** The JS side of a trace (the records WasmPlayouts.trace writes on the trace build). */
  jsTrace(input: BattleInput, catalog: BattleCatalog): TraceRecord[];
  /** The first place two traces part, with context, or null when equal. */
  firstDivergence(js: readonly TraceRecord[], wasm: readonly TraceRecord[]): string | null;
}

interface PinnedBattleClass {
  new (input: BattleInput, catalog: BattleCatalog, options: { jsRules: unknown; rng?: BattleRandom; record?: boolean }): ReferenceBattle;
}
interface PinnedEngine {
  Battle: PinnedBattleClass;
  battleOutcome(input: BattleInput, catalog: BattleCatalog): ReferenceOutcome;
  Playouts: new (teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, rulesVersion: number) => ReferencePlayouts;
}
interface PinnedTrace {
  jsTrace(input: BattleInput, catalog: BattleCatalog): TraceRecord[];
  firstDivergence(js: readonly TraceRecord[], wasm: readonly TraceRecord[]): string | null;
}

let loaded: Promise<ReferenceEngine> | null = null;

/**
 * The reference engine, extracted from the pinned commit once (engineAtCommit). Throws, never skips, when the commit
 * is not in this clone's history: the equivalence tests need it.
 */
export function referenceEngine(): Promise<ReferenceEngine> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<ReferenceEngine> {
  const at = await engineAtCommit(REFERENCE_COMMIT);
  if ('missing' in at) {
    throw new Error(`The rules equivalence tests compare the WebAssembly module with the JS rule code of commit ${REFERENCE_COMMIT.slice(0, 7)} ` +
      `(scripts/battle/referenceEngine.ts), which this clone cannot give: ${at.missing}. Fetch the history (git fetch --unshallow, ` +
      `or clone without --depth) and run the tests again.`);
  }
  const engine = at.engine as unknown as PinnedEngine;
  const { jsRules } = (await at.module('combat/jsRules.ts')) as { jsRules: unknown };
  const trace = (await at.module('wasm/jsTrace.ts')) as PinnedTrace;
  return {
    commit: at.commit,
    simulate: (input, catalog) => new engine.Battle(input, catalog, { jsRules }).runToEnd(),
    battle: (input, catalog, rng) => new engine.Battle(input, catalog, rng ? { jsRules, rng } : { jsRules }),
    battleOutcome: (input, catalog) => engine.battleOutcome(input, catalog),
    playouts: (teams, catalog, rulesVersion) => new engine.Playouts(teams, catalog, rulesVersion),
    jsTrace: trace.jsTrace,
    firstDivergence: trace.firstDivergence,
  };
}
