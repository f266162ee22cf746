import { Battle } from '../battle';
import type { EndReason } from '../events';
import { RULES } from '../rules';
import type { BattleCatalog, Team, TeamInput } from '../types';
import { compileTables } from './compileTables';
import * as L from './layout';
import { holdMemory, instantiatePlayout, type PlayoutExports } from './playoutModule';
import { TableImage } from './tableImage';

/** One record of a trace (T_* kinds of layout.ts). */
export interface TraceRecord {
  kind: number;
  a: number;
  b: number;
  c: number;
}

/**
 * Playouts on the WebAssembly rules core: the same two teams under many seeds, each `play(seed)` ending as that seed's
 * full run (winner; then `rounds`, `reason`, `health(uid)`). Validation, deployment and synergies run
 * in the JS opening once (they draw nothing from the RNG); their opened state is written into the module's memory,
 * which restores it before each seed. Batches may share an instance (the product's all share one, playoutModule.ts):
 * a batch whose tables another batch overwrote copies them back (tableImage.ts) before its next seed.
 */
export class WasmPlayouts {
  private readonly wasm: PlayoutExports;
  private readonly mem: Int32Array;
  private readonly units: number;
  /** The tables as compiled, written back whenever another batch wrote the instance's memory. */
  private readonly image: TableImage;

  /**
   * `module`: the compiled module (this batch gets an instance of its own), or an instance to share with other
   * batches. Throws a BattleInputError on an invalid team, a WasmTableError on a rule the module does not implement.
   */
  constructor(teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, module: WebAssembly.Module | PlayoutExports, rulesVersion: number = RULES.version) {
    const battle = new Battle({ seed: 0, rulesVersion, teams }, catalog, { record: false });
    battle.next();
    this.wasm = module instanceof WebAssembly.Module ? instantiatePlayout(module) : module;
    this.mem = new Int32Array(this.wasm.memory.buffer);
    compileTables(this.mem, battle, rulesVersion);
    holdMemory(this.wasm, this);
    this.units = battle.units.length;
    this.image = new TableImage(this.mem, this.units);
  }

  /**
   * Plays the battle under `seed`; returns the winner (then read {@link rounds}, {@link reason}, {@link health}
   * before another batch on the same instance plays).
   */
  play(seed: number): Team | null {
    if (!holdMemory(this.wasm, this)) this.image.restore(this.mem);
    const winner = this.wasm.play(seed | 0);
    if (winner === -2) throw new Error(`the WebAssembly playout overflowed a table (code ${this.mem[L.G_ERROR]}) under seed ${seed}`);
    return winner < 0 ? null : (winner as Team);
  }

  /** Rounds of the last playout. */
  get rounds(): number {
    return this.mem[L.G_ROUND]!;
  }

  /** How the last playout ended. */
  get reason(): EndReason {
    return this.mem[L.G_REASON] === 0 ? 'wipeout' : 'turnCap';
  }

  /** Final health of unit `uid` in the last playout (0: dead). */
  health(uid: number): number {
    return this.mem[L.U + L.C_HP * L.MAX_UNITS + uid]!;
  }

  /** Units in the battle (team 0's first). */
  get unitCount(): number {
    return this.units;
  }

  /**
   * Plays `seed` recording every draw, damage, heal, status applied, move, turn and round start (see layout.ts T_*);
   * only on the trace build (build/playoutTrace.wasm), whose trace holds TRACE_CAP records at most.
   */
  trace(seed: number): TraceRecord[] {
    if (this.wasm.tracing() === 0) throw new Error('WasmPlayouts.trace needs the trace build of the module (build/playoutTrace.wasm)');
    this.play(seed);
    const out: TraceRecord[] = [];
    for (let i = 0, n = this.mem[L.G_TRACELEN]!; i < n; i++) {
      const o = L.TRACE + i * L.T_SIZE;
      out.push({ kind: this.mem[o]!, a: this.mem[o + 1]!, b: this.mem[o + 2]!, c: this.mem[o + 3]! });
    }
    return out;
  }
}
