import type { BattleEvent } from './events';
import { hashEvents } from './hash';
import type { StreamHasher } from './hashing/streamHashers';
import { validateBattleInput } from './input';
import { deploy, openBattle } from './combat/opening';
import { BattleWorld } from './combat/world';
import { Rng, type BattleRandom } from './rng';
import type { UnitState } from './state';
import { statusRegistry as defaultStatuses } from './statuses/catalog';
import type { CompiledStatus } from './statuses/compiled';
import type { StatusRegistry } from './statuses/registry';
import type { Synergy } from './synergies/registry';
import type { BattleCatalog, BattleInput, Element, RemoveType } from './types';
import { rulesVersionSpec } from './versions';
import { acquireRecorder, reclaimRecorder, releaseRecorder, type Recorder } from './wasm/recordModule';
import { WasmRun } from './wasm/wasmRun';

/** Optional replacements for the rule tables and the RNG (tests use them; battles use the defaults). */
export interface BattleOptions {
  statuses?: StatusRegistry;
  synergies?: readonly Synergy[];
  /**
   * Draws instead of sfc32 seeded from the input (testing/fixedRolls.ts); a real battle never sets it. The module
   * asks it for every turn-order draw and uncertain chance, in the order the rules make them.
   */
  rng?: BattleRandom;
  /**
   * Compute the battle hash as events are produced (its rules version's algorithm), for {@link Battle.hash}.
   * Without it the hash is computed from the log on demand.
   */
  hash?: boolean;
  /**
   * Keep the event log (default true). False only opens the battle, building no event (`hash` cannot be combined
   * with it): the batch (playoutBatch) compiles its tables from that opening and plays the rounds itself.
   */
  record?: boolean;
}

// Every event object the engine emits is written with its keys in sorted order, so JSON.stringify of the event
// stream is already canonical JSON and the compact encoding needs no sort (hash.ts relies on this; tests/golden
// and hash.test.ts check it).

/**
 * One battle as a state machine: `next()` returns the next chunk of events: first the opening (battle start,
 * synergies), then one round per call, played by the WebAssembly rules core (wasm/, docs/ENGINE.md "The WebAssembly
 * playout"); the chunk that ends the battle ends with battleEnd. The battle's objects (combat/world.ts) hold its
 * state as the module leaves it after each round, so a battle is a pure function of its input.
 */
export class Battle extends BattleWorld {
  private readonly synergies: readonly Synergy[];
  private started = false;
  private emitted = 0;
  /** The hasher to start once the opening (whose battleStart goes first) is complete. */
  private readonly openingHasher: StreamHasher | null;
  /** The module's run of this battle, from its first round; its instance is this battle's until the battle ends. */
  private wasmRun: WasmRun | null = null;
  private recorder: Recorder | null = null;
  /** Whether the opening's run waits in the pool (parked), to be taken back by the first round if no battle took it. */
  private parked = false;
  /** Whether the battle was given up before its end (abandon): it holds no instance and plays no more. */
  private abandoned = false;
  /** Whether the run was made before the first round (by an operation), so the first round makes it again. */
  private preplay = false;
  /** While the opening runs on the module: the statuses its synergies put on units, applied once they all took effect. */
  private openingOps: { source: UnitState | null; target: UnitState; status: CompiledStatus; points: number | undefined; at: number }[] | null = null;
  /** A test's scripted draws, which the module asks for instead of drawing its own. */
  private readonly scripted: BattleRandom | null;
  private readonly emitEvent = (event: BattleEvent): void => this.emit(event);

  constructor(private readonly input: BattleInput, catalog: BattleCatalog, options: BattleOptions = {}) {
    catalog = catalog.olderVersions?.get(input.rulesVersion) ?? catalog;
    validateBattleInput(input, catalog);
    super(options.rng ?? new Rng(input.seed), options.statuses ?? defaultStatuses);
    const spec = rulesVersionSpec(input.rulesVersion)!;
    this.synergies = options.synergies ?? catalog.synergies ?? spec.synergies;
    this.openingHasher = options.hash ? spec.createHasher() : null;
    if (options.record === false) {
      if (options.hash) throw new Error('a battle hashed as it plays must record its events');
      this.recording = false;
    }
    this.scripted = options.rng ?? null;
    deploy(this, input, catalog, spec.closeFrontGap);
  }

  /**
   * The battle hash of the events so far (the battle identity once it is over): incremental with the `hash`
   * option, else computed from the log (same value).
   */
  hash(): string {
    if (this.hasher !== null) return this.hasher.digest();
    return hashEvents(this.log, this.input.rulesVersion);
  }

  /** The next chunk of events ([] once the battle is over). */
  next(): BattleEvent[] {
    if (this.over) return [];
    if (this.abandoned) throw new Error('an abandoned battle is not played on');
    if (!this.started) this.open();
    else this.playRound();
    const chunk = this.log.slice(this.emitted);
    this.emitted = this.log.length;
    return chunk;
  }

  /** Plays to the end and returns every event. */
  runToEnd(): BattleEvent[] {
    if (this.abandoned) throw new Error('an abandoned battle is not played on');
    if (!this.started) this.open();
    while (!this.over) this.playRound(false);
    this.emitted = this.log.length;
    return this.log;
  }

  /**
   * Gives up a battle that will not be played to its end (a cancelled stream): the module instance it holds goes back
   * to the pool now rather than when the battle is collected, so the next battle reuses it instead of instantiating
   * the module again. The battle cannot be played on afterwards. Does nothing once it is over.
   */
  abandon(): void {
    if (this.over || this.abandoned) return;
    this.abandoned = true;
    // A parked instance already waits in the pool (another battle may have taken it since); it stops naming this
    // battle, so the pool does not keep the abandoned battle alive.
    if (this.parked) {
      this.parked = false;
      if (this.recorder!.parkedBy === this) this.recorder!.parkedBy = null;
    } else if (this.recorder !== null) releaseRecorder(this.recorder);
    this.recorder = null;
    this.wasmRun = null;
  }

  // The rule operations a test (or the opening's synergies) calls between rounds: they run in the module.

  override applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void {
    if (this.openingOps !== null) {
      this.openingOps.push({ source, target, status: typeof status === 'string' ? this.statuses.get(status) : status, points, at: this.log.length });
      return;
    }
    this.operationRun().applyStatus(source?.uid ?? null, target.uid, typeof status === 'string' ? this.statuses.get(status) : status, points, this.emitEvent);
  }

  override removeStatuses(target: UnitState, removeType: RemoveType): void {
    this.operationRun().removeStatuses(target.uid, removeType, this.emitEvent);
  }

  override createField(owner: UnitState, statusId: string, x: number, y: number): void {
    const s = this.statuses.get(statusId);
    if (s.zone !== 'field') throw new Error(`status "${statusId}" is not a field`);
    this.operationRun().createField(owner.uid, s, x, y, this.emitEvent);
  }

  override setElement(unit: UnitState, element: Element): void {
    this.operationRun().setElement(unit.uid, element, this.emitEvent);
  }

  private open(): void {
    this.started = true;
    // The opening's statuses go to the module (a playout's opening too, which the batch compiles from).
    this.openingOps = [];
    openBattle(this, this.input, this.synergies);
    this.applyOpeningOps();
    // battleStart is put first after the synergies have taken effect, so the opening is hashed once complete.
    const hasher = this.openingHasher;
    if (hasher !== null) {
      for (const e of this.log) hasher.add(e);
      this.hasher = hasher;
    }
  }

  /** One round; `live` (the step API) keeps the battle's live state in step after it, else only at the end. */
  private playRound(live = true): void {
    if (!this.recording) throw new Error('a playout (record: false) only opens: the batch plays its rounds (playoutBatch)');
    // A run made before play by a test's set-up (or a battle a test edited) is made again from the battle's objects,
    // which hold what it did and whatever the test changed in them since.
    const run = this.moduleRun(this.preplay);
    this.preplay = false;
    const over = run.round(this.emitEvent);
    if (live || over) run.readState(live);
    // The instance goes back for the next battle; from now on this battle's objects are all there is of it.
    if (over) this.releaseRun();
  }

  /** Hands the module's instance back; the battle's objects hold its state. */
  private releaseRun(): void {
    releaseRecorder(this.recorder!);
    this.recorder = null;
    this.wasmRun = null;
  }

  /** The module's run of this battle, made from the battle's objects when there is none or `again`. */
  private moduleRun(again: boolean): WasmRun {
    if (this.parked) {
      this.parked = false;
      if (reclaimRecorder(this.recorder!, this)) this.recorder!.host.rng = this.scripted;
      else {
        this.recorder = null;
        this.wasmRun = null;
      }
    }
    if (this.wasmRun !== null && !again) return this.wasmRun;
    const recorder = this.recorder ?? acquireRecorder();
    try {
      this.wasmRun = new WasmRun(recorder, this, this.input, this.scripted);
    } catch (e) {
      releaseRecorder(recorder);
      this.recorder = null;
      this.wasmRun = null;
      throw e;
    }
    this.recorder = recorder;
    return this.wasmRun;
  }

  /**
   * The run an operation from outside the rounds goes to. Before play (a test's set-up) it is made again from the
   * battle's objects for each operation, as a test may have changed them since.
   */
  private operationRun(): WasmRun {
    if (!this.recording || this.over) throw new Error('rule operations play on a recorded battle that is not over');
    if (this.round !== 0) return this.moduleRun(false);
    this.preplay = true;
    return this.moduleRun(true);
  }

  /**
   * The statuses the synergies put on units (the guardian ward), applied by the module once every synergy has taken
   * effect: one run made from the opened units, each application's events put where the opening asked for it. The
   * units then hold the result, and the instance goes back to the pool at once (parked: the first round takes it back
   * if no battle took it since; a playout's opening has no rounds on this module: the batch compiles from the units).
   */
  private applyOpeningOps(): void {
    const ops = this.openingOps;
    this.openingOps = null;
    if (ops === null || ops.length === 0) return;
    const run = this.moduleRun(true);
    const placed: { at: number; events: BattleEvent[] }[] = [];
    for (const op of ops) {
      const events: BattleEvent[] = [];
      run.applyStatus(op.source?.uid ?? null, op.target.uid, op.status, op.points, (e) => events.push(e), false);
      placed.push({ at: op.at, events });
    }
    run.readState(true);
    // The instance goes back to the pool at once, parked: the first round takes it back and goes on with the run if no
    // battle took it since, else makes its run again from the units. A battle opened and never played on
    // (teamSynergies' count on every battle start) would otherwise keep it, and every later battle would instantiate
    // the module again (measured: the server's CPU per battle start 1.4 -> 2.5 ms, mostly GC).
    if (this.recording) {
      releaseRecorder(this.recorder!, this);
      this.parked = true;
    } else this.releaseRun();
    if (!this.recording) return;
    // The opening put battleStart first once its synergies were done: one place later than when each was asked for.
    for (let k = placed.length - 1; k >= 0; k--) this.log.splice(placed[k]!.at + 1, 0, ...placed[k]!.events);
  }

  /**
   * A test changed the battle's objects before play (testing/scenario.ts calls this): the first round writes them
   * into the module again instead of going on with a run made earlier (by the opening's statuses or a set-up).
   */
  edited(): void {
    if (this.round === 0) this.preplay = true;
  }
}
