import { PLAYOUT_WASM_HEX } from './build/playoutBytes';

// How every runtime (server, worker, Vitest, scripts) gets the WebAssembly playout: its bytes are data in the engine
// (build/playoutBytes.ts, written by `npm run build:wasm`), compiled synchronously on first use, once per process or
// worker, with one shared instance. No fetch, no file read, no asynchronous start-up: importing is enough.

/** What the playout module exports (assembly/playout.ts). */
export interface PlayoutExports {
  memory: WebAssembly.Memory;
  init(): void;
  /** 1 in the trace build (build/playoutTrace.wasm): every playout records its trace. */
  tracing(): number;
  /** Plays from the opening in memory under `seed`: 0 or 1 the winner, -1 a draw, -2 the module could not play it. */
  play(seed: number): number;
}

/** Instantiates a compiled playout module (each instance has its own memory). */
export function instantiatePlayout(module: WebAssembly.Module): PlayoutExports {
  const exports = new WebAssembly.Instance(module, {}).exports as unknown as PlayoutExports;
  exports.init();
  return exports;
}

let compiled: WebAssembly.Module | null = null;
let shared: PlayoutExports | null = null;
/** What each instance's memory holds: the last batch (or other user) that wrote its tables. */
const holders = new WeakMap<PlayoutExports, object>();

/** A lower-case hexadecimal digit's value: '0'-'9' are 0x30-0x39, 'a'-'f' 0x61-0x66 (bit 6 set: add 9). */
const nibble = (c: number): number => (c & 15) + (c >> 6) * 9;

/**
 * Compiles a module embedded in hexadecimal (build/*Bytes.ts) synchronously (≈ 12-14 KB, allowed on any thread). Throws,
 * never falls back to anything else, when the runtime has no WebAssembly or the bytes do not compile.
 */
export function compileEmbedded(hex: string, file: string): WebAssembly.Module {
  if (typeof WebAssembly === 'undefined') throw new Error('the battle engine needs WebAssembly, which this runtime does not have');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (nibble(hex.charCodeAt(2 * i)) << 4) | nibble(hex.charCodeAt(2 * i + 1));
  try {
    return new WebAssembly.Module(bytes);
  } catch (cause) {
    throw new Error(`the embedded module (src/engine/wasm/build/${file}) does not compile: run \`npm run build:wasm\``, { cause });
  }
}

/** The embedded playout module (the batch build), compiled on first call. */
export function playoutModule(): WebAssembly.Module {
  return (compiled ??= compileEmbedded(PLAYOUT_WASM_HEX, 'playoutBytes.ts'));
}

/** The process's (or worker's) one instance of the playout module, made on first call; batches take turns on its memory. */
export function sharedPlayout(): PlayoutExports {
  return (shared ??= instantiatePlayout(playoutModule()));
}

/**
 * Marks `holder` as what `instance`'s memory now holds. Returns true when it held it already, false when it did not
 * (the memory is someone else's, or fresh): then `holder` must write its tables again before playing.
 */
export function holdMemory(instance: PlayoutExports, holder: object): boolean {
  if (holders.get(instance) === holder) return true;
  holders.set(instance, holder);
  return false;
}
