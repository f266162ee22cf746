import type { Battle } from '../battle';
import { elementIndex } from '../elements';
import type { BattleEvent } from '../events';
import type { CompiledStatus } from '../statuses/compiled';
import type { BattleInput, Element, RemoveType } from '../types';
import { compileTables, WasmTableError } from './compileTables';
import { decodeEvents, type EventContext } from './decodeEvents';
import * as L from './layout';
import { readModuleState } from './readModuleState';
import type { BattleRandom } from '../rng';
import type { RecordExports, Recorder } from './recordModule';

const REMOVE_TYPES: Readonly<Record<RemoveType, number>> = { removeElementChange: 1, removeShield: 2 };

/**
 * A full run on the WebAssembly module: the battle as it stands before its first round (deployment and synergies
 * played by the JS opening, and whatever a test set up) is written into the instance's memory, then each
 * {@link round} plays one round in the module and turns its event buffer into the BattleEvent objects the engine
 * emits. Between rounds the SkillHost operations run in the module too. `recorder` is an instance of the record
 * build, which nothing else may use until the battle is over; `rng`, a test's scripted draws, replaces the module's
 * sfc32 (every draw and uncertain chance is asked of it, in the order the rules make them).
 */
export class WasmRun {
  private readonly mem: Int32Array;
  private readonly ctx: EventContext;
  private index: Map<string, number> | null = null;
  private readonly wasm: RecordExports;
  private readonly ownRng: boolean;

  constructor(recorder: Recorder, private readonly battle: Battle, input: BattleInput, rng: BattleRandom | null = null) {
    const wasm = recorder.wasm;
    if (wasm.recording() !== 1) throw new Error('a full run needs the record build of the module (build/playoutRecord.wasm)');
    this.wasm = wasm;
    this.mem = new Int32Array(wasm.memory.buffer);
    this.ctx = { units: battle.units, statuses: compileTables(this.mem, battle, input.rulesVersion) };
    recorder.host.rng = rng;
    this.ownRng = rng === null;
    this.mem[L.G_HOSTRNG] = rng === null ? 0 : 1;
    wasm.begin(input.seed | 0);
    // Fields a test laid before play (a battle's own are laid in its rounds), in order: their ids are 0, 1, ...
    for (const f of battle.fields) {
      if (f.remaining !== f.status.duration || f.id !== this.mem[L.G_FIELDSEQ]) throw new WasmTableError('only fields laid before play are written into the module');
      wasm.createFieldNow(f.owner.uid, this.statusIndex(f.status), f.y * L.BOARD_W + f.x);
    }
    if (battle.fields.length > 0) this.mem[L.G_EVLEN] = 0;
  }

  /** Plays one round, handing each of its events to `out` in order; true once the battle is over. */
  round(out: (event: BattleEvent) => void): boolean {
    const r = this.wasm.round();
    if (r === -2) throw new Error(`the WebAssembly rules core could not play this battle (code ${this.mem[L.G_ERROR]})`);
    decodeEvents(this.mem, this.mem[L.G_EVLEN]!, this.ctx, out);
    return r === 1;
  }

  /** Writes the module's state into the battle's objects (`full`: statuses, modifiers, zones and fields too). */
  readState(full: boolean): void {
    readModuleState(this.battle, this.mem, this.ctx.statuses, full, this.ownRng);
  }

  /** SkillHost.applyStatus between rounds, its events to `out`; `read` false leaves the battle's objects to the caller. */
  applyStatus(source: number | null, target: number, status: CompiledStatus, points: number | undefined, out: (event: BattleEvent) => void, read = true): void {
    this.wasm.applyStatusNow(source ?? -1, target, this.statusIndex(status), points ?? -1);
    this.drain(out, read);
  }

  /** SkillHost.removeStatuses between rounds. */
  removeStatuses(target: number, removeType: RemoveType, out: (event: BattleEvent) => void): void {
    this.wasm.removeStatusesNow(target, REMOVE_TYPES[removeType]);
    this.drain(out);
  }

  /** SkillHost.createField between rounds. */
  createField(owner: number, status: CompiledStatus, x: number, y: number, out: (event: BattleEvent) => void): void {
    this.wasm.createFieldNow(owner, this.statusIndex(status), y * L.BOARD_W + x);
    this.drain(out);
  }

  /** SkillHost.setElement between rounds. */
  setElement(unit: number, element: Element, out: (event: BattleEvent) => void): void {
    this.wasm.setElementNow(unit, elementIndex(element));
    this.drain(out);
  }

  private drain(out: (event: BattleEvent) => void, read = true): void {
    if (this.mem[L.G_ERROR] !== 0) throw new Error(`the WebAssembly rules core overflowed a table (code ${this.mem[L.G_ERROR]})`);
    decodeEvents(this.mem, this.mem[L.G_EVLEN]!, this.ctx, out);
    if (read) this.readState(true);
  }

  private statusIndex(status: CompiledStatus): number {
    if (this.index === null) this.index = new Map(this.ctx.statuses.map((s, i) => [s.id, i]));
    const i = this.index.get(status.id);
    if (i === undefined) throw new WasmTableError(`status "${status.id}" is not in the battle's table`);
    return i;
  }
}
