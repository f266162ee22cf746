import type { EndReason } from './events';
import { RULES } from './rules';
import type { BattleCatalog, Team, TeamInput } from './types';
import { sharedPlayout } from './wasm/playoutModule';
import { WasmPlayouts } from './wasm/wasmPlayouts';

/**
 * Many playouts of the same two teams under different seeds: `play(seed)` ends as the full run of that seed does
 * (winner; then `rounds`, `reason`, `health(uid)`, read before the next batch plays).
 */
export interface PlayoutBatch {
  play(seed: number): Team | null;
  readonly rounds: number;
  readonly reason: EndReason;
  health(uid: number): number;
  readonly unitCount: number;
}

/**
 * The one way to play a battle for its outcome only (win odds, the luck report, the coach, the searches, bots and
 * tower floors, the balance lab; one seed or many): the WebAssembly rules core's batch build on the process's one
 * shared instance of the embedded module (wasm/playoutModule.ts), no event built. Batches take turns on that instance
 * (a batch writes its tables again after another played), so callers play one batch's seeds in a run. Throws a
 * BattleInputError on an invalid team; an Error, not a silent fallback, when the runtime cannot run the module.
 */
export function playoutBatch(teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, rulesVersion: number = RULES.version): PlayoutBatch {
  return new WasmPlayouts(teams, catalog, sharedPlayout(), rulesVersion);
}
