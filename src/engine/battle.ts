import type { BattleEvent, EffectCause } from './events';
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
import type { BattleCatalog, BattleInput, DamageType, Element, RemoveType } from './types';
import { rulesVersionSpec } from './versions';
import { WasmTableError } from './wasm/compileTables';
import { acquireRecorder, reclaimRecorder, releaseRecorder, type Recorder } from './wasm/recordModule';
import { WasmRun } from './wasm/wasmRun';

/**
 * The JS rule code for one opened battle (combat/jsRules.ts), the oracle the module is proved equal to: its rounds,
 * and the rule operations (SkillHost) played on that battle.
 */
export interface JsRoundLoop extends Pick<BattleWorld, 'hit' | 'dealDamage' | 'heal' | 'applyStatus' | 'removeStatuses' | 'createField' | 'setElement'> {
  /** Plays one round. */
  playRound(): void;
  /** Playout mode: the opened battle again under `seed`, played to the end (see {@link Battle.replay}). */
  replay(seed: number): void;
}

/** Optional replacements for the rule tables and the RNG (tests use them; battles use the defaults). */
export interface BattleOptions {
  statuses?: StatusRegistry;
  synergies?: readonly Synergy[];
  /**
   * Draws instead of sfc32 seeded from the input (testing/fixedRolls.ts); a real battle never sets it. On the module
   * every turn-order draw and uncertain chance is asked of it, in the order the JS rule code asks.
   */
  rng?: BattleRandom;
  /**
   * Play the rounds in the JS rule code (pass `jsRules` from combat/jsRules.ts): the oracle the equivalence tests, the
   * JS trace and the JS playouts use (docs/ENGINE.md "The WebAssembly playout"). Without it every round plays on the
   * WebAssembly module, and a playout (`record: false`) can only open. Injected, so only what imports it carries it.
   */
  jsRules?: (battle: Battle, moveThenAttack: boolean) => JsRoundLoop;
  /**
   * Compute the battle hash as events are produced (its rules version's algorithm), for {@link Battle.hash}.
   * Without it the hash is computed from the log on demand.
   */
  hash?: boolean;
  /**
   * Keep the event log (default true). False plays for the outcome only (`winner`, `reason`, `round`): nothing is
   * kept, `next()` returns empty chunks, and `hash` cannot be combined with it. Used by {@link battleOutcome}.
   */
  record?: boolean;
}

// Every event object the engine emits is written with its keys in sorted order, so JSON.stringify of the event
// stream is already canonical JSON and the compact encoding needs no sort (hash.ts relies on this; tests/golden
// and hash.test.ts check it).

/**
 * One battle as a state machine: the round loop. `next()` returns the next chunk of events: first the opening
 * (battle start, synergies), then one round per call; the chunk that ends the battle ends with battleEnd. All
 * state, the RNG included, lives in this object (see combat/world.ts), so a battle is a pure function of its
 * input. Targeting and movement, damage and healing, status operations, fields and zones live in combat/.
 */
export class Battle extends BattleWorld {
  private readonly synergies: readonly Synergy[];
  private started = false;
  private emitted = 0;
  /** The hasher to start once the opening (whose battleStart goes first) is complete. */
  private readonly openingHasher: StreamHasher | null;
  /** The JS rule code's rounds, when the battle was given them (`jsRules`); else every round is the module's. */
  private readonly js: JsRoundLoop | null;
  /**
   * Whether the rounds are played by the WebAssembly rules core (docs/ENGINE.md "The WebAssembly playout", stage 2):
   * every recorded battle (a test's scripted RNG is asked for the draws). Only a battle given `jsRules` plays in the
   * JS rule code: every round with a playout (`record: false`), the rounds after a status table the module cannot
   * compile otherwise; without it a playout cannot play a round and such a table is an error.
   */
  private onModule: boolean;
  /** The module's run of this battle, from its first round; its instance is this battle's until the battle ends. */
  private wasmRun: WasmRun | null = null;
  private recorder: Recorder | null = null;
  /** Whether the opening's run waits in the pool (parked), to be taken back by the first round if no battle took it. */
  private parked = false;
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
    this.onModule = this.recording && options.jsRules === undefined;
    this.scripted = options.rng ?? null;
    deploy(this, input, catalog, spec.closeFrontGap);
    this.js = options.jsRules?.(this, spec.moveThenAttack) ?? null;
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
    if (!this.started) this.open();
    else this.playRound();
    const chunk = this.log.slice(this.emitted);
    this.emitted = this.log.length;
    return chunk;
  }

  /** Plays to the end and returns every event. */
  runToEnd(): BattleEvent[] {
    if (!this.started) this.open();
    while (!this.over) this.playRound(false);
    this.emitted = this.log.length;
    return this.log;
  }

  /**
   * Playout mode only: the same teams again under another seed, played to the end. The opening (deployment and
   * synergies, which draw nothing) is restored from a snapshot instead of being redone, so a batch of playouts
   * validates, deploys and allocates units once; the battle played is exactly `new Battle({ ...input, seed })`'s.
   */
  replay(seed: number): void {
    if (this.recording || this.js === null) throw new Error('replay is for playouts in the JS rule code (record: false, jsRules)');
    if (!this.started) this.open();
    this.js.replay(seed);
  }

  // The SkillHost operations. The rounds on the module never call them; a test calls them between rounds (they run in
  // the module then), the opening for its statuses (see applyOpeningOps), the JS rule code as it plays.

  override hit(a: UnitState, t: UnitState, type: DamageType, scaling: 'attack' | 'magic', ratio: number, cause: 'attack' | 'skill', causeId: string | null): void {
    this.jsOps().hit(a, t, type, scaling, ratio, cause, causeId);
  }

  override dealDamage(source: UnitState | null, target: UnitState, raw: number, type: DamageType, cause: EffectCause, causeId: string | null, mitigate: boolean): void {
    this.jsOps().dealDamage(source, target, raw, type, cause, causeId, mitigate);
  }

  override heal(source: UnitState | null, target: UnitState, amount: number, cause: EffectCause, causeId: string | null): void {
    this.jsOps().heal(source, target, amount, cause, causeId);
  }

  override applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void {
    if (this.openingOps !== null) {
      this.openingOps.push({ source, target, status: typeof status === 'string' ? this.statuses.get(status) : status, points, at: this.log.length });
      return;
    }
    const run = this.operationRun();
    if (run === null) return this.jsOps().applyStatus(source, target, status, points);
    run.applyStatus(source?.uid ?? null, target.uid, typeof status === 'string' ? this.statuses.get(status) : status, points, this.emitEvent);
  }

  override removeStatuses(target: UnitState, removeType: RemoveType): void {
    const run = this.operationRun();
    if (run === null) return this.jsOps().removeStatuses(target, removeType);
    run.removeStatuses(target.uid, removeType, this.emitEvent);
  }

  override createField(owner: UnitState, statusId: string, x: number, y: number): void {
    const s = this.statuses.get(statusId);
    if (s.zone !== 'field') throw new Error(`status "${statusId}" is not a field`);
    const run = this.operationRun();
    if (run === null) return this.jsOps().createField(owner, statusId, x, y);
    run.createField(owner.uid, s, x, y, this.emitEvent);
  }

  override setElement(unit: UnitState, element: Element): void {
    const run = this.operationRun();
    if (run === null) return this.jsOps().setElement(unit, element);
    run.setElement(unit.uid, element, this.emitEvent);
  }

  /** The JS rule code, for an operation the module does not play here; only a battle given `jsRules` has it. */
  private jsOps(): JsRoundLoop {
    if (this.js === null) throw new Error('this operation plays in the JS rule code, which this battle was not given (jsRules)');
    return this.js;
  }

  private open(): void {
    this.started = true;
    // The opening's statuses go to the module unless the battle plays in the JS rule code (a playout's opening too,
    // which the batch compiles from).
    if (this.onModule || this.js === null) this.openingOps = [];
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
    if (this.onModule && this.playModuleRound(live)) return;
    if (this.js === null) throw new Error('a playout (record: false) plays in the batch (playoutBatch), or in the JS rule code given jsRules');
    this.js.playRound();
  }

  /**
   * One round on the module, its events emitted as the JS rule code emits them; false (and the JS rule code plays
   * from now on) when the module cannot compile this battle's tables.
   */
  private playModuleRound(live: boolean): boolean {
    // A run made before play by a test's set-up (or a battle a test edited) is made again from the battle's objects,
    // which hold what it did and whatever the test changed in them since.
    const run = this.moduleRun(this.preplay);
    this.preplay = false;
    if (run === null) return false;
    const over = run.round(this.emitEvent);
    if (live || over) run.readState(live);
    // The instance goes back for the next battle; from now on this battle's objects are all there is of it.
    if (over) this.releaseRun();
    return true;
  }

  /** Hands the module's instance back; the battle's objects hold its state. */
  private releaseRun(): void {
    releaseRecorder(this.recorder!);
    this.recorder = null;
    this.wasmRun = null;
  }

  /**
   * The module's run of this battle, made from the battle's objects when there is none or `again`; null (and the JS
   * rule code plays from now on) when the module cannot compile this battle's tables.
   */
  private moduleRun(again: boolean): WasmRun | null {
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
      // Only the oracle falls back to the JS rule code (a test's status table the module cannot hold).
      if (!(e instanceof WasmTableError) || this.js === null) throw e;
      this.onModule = false;
      return null;
    }
    this.recorder = recorder;
    return this.wasmRun;
  }

  /**
   * The run a SkillHost operation from outside the rounds goes to, or null for the JS rule code. Before play (a test's
   * set-up) it is made again from the battle's objects for each operation, as a test may have changed them since.
   */
  private operationRun(): WasmRun | null {
    if (!this.onModule || this.over) return null;
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
      let events: BattleEvent[] = [];
      if (run !== null) run.applyStatus(op.source?.uid ?? null, op.target.uid, op.status, op.points, (e) => events.push(e), false);
      else {
        // A table the module cannot compile: the JS rule code applies it, and its events move to the same place.
        const end = this.log.length;
        this.jsOps().applyStatus(op.source, op.target, op.status, op.points);
        events = this.log.splice(end);
      }
      placed.push({ at: op.at, events });
    }
    run?.readState(true);
    // The instance goes back to the pool at once, parked: the first round takes it back and goes on with the run if no
    // battle took it since, else makes its run again from the units. A battle opened and never played on
    // (teamSynergies' count on every battle start) would otherwise keep it, and every later battle would instantiate
    // the module again (measured: the server's CPU per battle start 1.4 -> 2.5 ms, mostly GC).
    if (run !== null && this.onModule) {
      releaseRecorder(this.recorder!, this);
      this.parked = true;
    } else if (run !== null) this.releaseRun();
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
