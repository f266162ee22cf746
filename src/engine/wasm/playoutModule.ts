import { readFileSync } from 'node:fs';
import type { BattleRandom } from '../rng';
import { instantiatePlayout, type PlayoutExports } from './wasmPlayouts';

// LOCAL STAND-IN for the loader the lead assigned to wasm3 (the modules' bytes embedded as generated data, compiled
// synchronously once per process or worker): same shape, one function per module, but it reads build/*.wasm from
// disk, so it works in Node only. Switch `playoutModule` and `recordModule` to wasm3's loader when it lands in main
// (it must then embed build/playoutRecord.wasm too) and delete `recordModuleAvailable`: until then a browser bundle
// (the battle worker) cannot load the module and its battles play in the JS rule code.

const compiled = new Map<string, WebAssembly.Module>();

function load(name: string): WebAssembly.Module {
  let m = compiled.get(name);
  if (m === undefined) {
    m = new WebAssembly.Module(readFileSync(new URL(`./build/${name}`, import.meta.url)));
    compiled.set(name, m);
  }
  return m;
}

/** The batch playout module (build/playout.wasm), compiled once per process. */
export function playoutModule(): WebAssembly.Module {
  return load('playout.wasm');
}

/** The full run's module (build/playoutRecord.wasm: the same rules, recording every event), compiled once per process. */
export function recordModule(): WebAssembly.Module {
  return load('playoutRecord.wasm');
}

let available: boolean | null = null;

/** Whether the record build can be loaded here: false in a browser bundle (no file system), until wasm3's loader. */
export function recordModuleAvailable(): boolean {
  if (available === null) {
    try {
      recordModule();
      available = true;
    } catch (e) {
      // Under Node a failure is a real one (a missing or broken build); in a browser bundle node:fs is a stub.
      if (typeof process !== 'undefined' && process.versions?.node !== undefined) throw e;
      available = false;
    }
  }
  return available;
}

/** An instance of the record build, and the scripted draws it asks for while its battle has some (G_HOSTRNG). */
export interface Recorder {
  wasm: PlayoutExports;
  host: { rng: BattleRandom | null };
}

/** Instances of the record build no battle is playing on. */
const free: Recorder[] = [];

/**
 * An instance of the record build for one battle until it ends: a battle streamed round by round keeps its state in
 * the instance between rounds, so two battles in progress never share one. Hand it back with {@link releaseRecorder}.
 */
export function acquireRecorder(): Recorder {
  const idle = free.pop();
  if (idle !== undefined) return idle;
  const host: Recorder['host'] = { rng: null };
  const env = {
    hostNext: (): number => host.rng!.nextU32(),
    hostChance: (p: number): number => (host.rng!.chance(p) ? 1 : 0),
  };
  return { wasm: instantiatePlayout(recordModule(), { env }), host };
}

/** An instance whose battle is over, for the next battle (one left unreleased, e.g. a cancelled stream, is collected). */
export function releaseRecorder(recorder: Recorder): void {
  recorder.host.rng = null;
  free.push(recorder);
}
