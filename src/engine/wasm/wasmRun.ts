import type { Battle } from '../battle';
import type { BattleEvent } from '../events';
import type { BattleInput } from '../types';
import { compileTables } from './compileTables';
import { decodeEvents, type EventContext } from './decodeEvents';
import * as L from './layout';
import type { PlayoutExports } from './wasmPlayouts';

/**
 * A full run on the WebAssembly module: the opened battle (deployment and synergies played by the JS opening) is
 * written into the instance's memory, then each {@link round} plays one round in the module, recording, and turns
 * its event buffer into the BattleEvent objects the engine emits. The instance must not be used by anything else
 * until the battle is over.
 */
export class WasmRun {
  private readonly mem: Int32Array;
  private readonly ctx: EventContext;

  constructor(private readonly wasm: PlayoutExports, battle: Battle, input: BattleInput) {
    if (wasm.recording() !== 1) throw new Error('a full run needs the record build of the module (build/playoutRecord.wasm)');
    this.mem = new Int32Array(wasm.memory.buffer);
    this.ctx = { units: battle.units, statuses: compileTables(this.mem, battle, input.rulesVersion) };
    wasm.begin(input.seed | 0);
  }

  /** Plays one round, handing each of its events to `out` in order; true once the battle is over. */
  round(out: (event: BattleEvent) => void): boolean {
    const r = this.wasm.round();
    if (r === -2) throw new Error(`the WebAssembly rules core could not play this battle (code ${this.mem[L.G_ERROR]})`);
    decodeEvents(this.mem, this.mem[L.G_EVLEN]!, this.ctx, out);
    return r === 1;
  }

  /** The module's memory as words (its state, for the glue to read back). */
  get memory(): Int32Array {
    return this.mem;
  }
}
