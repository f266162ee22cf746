import type { BattleRandom } from '../rng';
import { RECORD_WASM_HEX } from './build/playoutRecordBytes';
import { compileEmbedded, type PlayoutExports } from './playoutModule';

// The record build of the rules core (build/playoutRecord.wasm: the full run, every event to the event buffer) and
// the instances battles in progress play on. Loaded as the batch build is (playoutModule.ts): its bytes are data in the
// engine (build/playoutRecordBytes.ts, written by `npm run build:wasm`), compiled synchronously once per process or
// worker, so every runtime plays its full runs on the module.

/** What the record build exports (assembly/playout.ts): every build's exports, and the full run's. */
export interface RecordExports extends PlayoutExports {
  /** 1 in the record build: the full run writes every event to the event buffer. */
  recording(): number;
  /** The full run: restores the opening and seeds the RNG. */
  begin(seed: number): void;
  /** Plays one round of the full run: 1 once over, 0 if not, -2 the module could not play it. */
  round(): number;
  /** The SkillHost operations between rounds (statuses and fields by table index, cells as y × width + x). */
  applyStatusNow(source: number, target: number, status: number, points: number): void;
  removeStatusesNow(target: number, removeType: number): void;
  createFieldNow(owner: number, status: number, centre: number): void;
  setElementNow(unit: number, element: number): void;
}

let compiled: WebAssembly.Module | null = null;

/** The embedded record build, compiled on first call (synchronously, once per process or worker). */
export function recordModule(): WebAssembly.Module {
  return (compiled ??= compileEmbedded(RECORD_WASM_HEX, 'playoutRecordBytes.ts'));
}

/** An instance of the record build, and the scripted draws it asks for while its battle has some (G_HOSTRNG). */
export interface Recorder {
  wasm: RecordExports;
  host: { rng: BattleRandom | null };
  /** The battle that parked it in the pool (see {@link reclaimRecorder}), until any battle takes it. */
  parkedBy: object | null;
}

/** Instances of the record build no battle is playing on. */
const free: Recorder[] = [];

/**
 * An instance of the record build for one battle until it ends: a battle streamed round by round keeps its state in
 * the instance between rounds, so two battles in progress never share one. Hand it back with {@link releaseRecorder}.
 */
export function acquireRecorder(): Recorder {
  const idle = free.pop();
  if (idle !== undefined) {
    idle.parkedBy = null;
    return idle;
  }
  const host: Recorder['host'] = { rng: null };
  const env = {
    hostNext: (): number => host.rng!.nextU32(),
    hostChance: (p: number): number => (host.rng!.chance(p) ? 1 : 0),
  };
  const wasm = new WebAssembly.Instance(recordModule(), { env }).exports as unknown as RecordExports;
  wasm.init();
  return { wasm, host, parkedBy: null };
}

/** How many instances wait in the pool (a battle that holds none leaves them there). */
export function idleRecorders(): number {
  return free.length;
}

/** An instance whose battle is over or given up (Battle.abandon), for the next battle (one never released is collected). */
export function releaseRecorder(recorder: Recorder, parkedBy: object | null = null): void {
  recorder.host.rng = null;
  recorder.parkedBy = parkedBy;
  free.push(recorder);
}

/**
 * Takes back an instance `owner` released with itself as `parkedBy`, if no battle has taken it since (its memory then
 * still holds owner's run): true, and it is owner's again; false, and owner must make its run on another instance.
 */
export function reclaimRecorder(recorder: Recorder, owner: object): boolean {
  const i = free.indexOf(recorder);
  if (recorder.parkedBy !== owner || i < 0) return false;
  free.splice(i, 1);
  recorder.parkedBy = null;
  return true;
}
