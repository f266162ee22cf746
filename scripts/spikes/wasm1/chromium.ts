/**
 * Determinism across runtimes: writes /tmp/wasm1/determinism.html (the compiled model, its opening memory and 20,000
 * seeds inlined) and prints the FNV-1a hash of the per-seed results under Node's JS model and Node's WASM; the page
 * prints the same hash computed by the browser's WASM (`chromium --headless --dump-dom file:///tmp/wasm1/determinism.html`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { L, writeOpening } from './layout';
import { makeModel } from './model';
import { makeModelB } from './modelB';
import { distance, matchups, rows, spikeSeeds } from './pair';

const wasmPath = process.argv[2] ?? '/tmp/wasm1/build/model.wasm';
/** `b` as the second argument: model B (give modelB.wasm as the first). */
const makeJs = process.argv[3] === 'b' ? makeModelB : makeModel;
const bytes = readFileSync(wasmPath);
const seeds = spikeSeeds(20000);
const image = new ArrayBuffer(65536);
writeOpening(image, rows, distance, matchups);

/** FNV-1a over the results of every seed, played in batch calls of 1,000 on `mem`. */
function hashOf(mem: Int32Array, playBatch: (n: number) => number): string {
  let h = 0x811c9dc5;
  for (let at = 0; at < seeds.length; at += 1000) {
    mem.set(seeds.subarray(at, at + 1000), L.SEEDS);
    playBatch(1000);
    for (let i = 0; i < 1000; i++) h = Math.imul(h ^ mem[L.RESULTS + i]!, 16777619);
  }
  return (h >>> 0).toString(16);
}

const jsBuffer = image.slice(0);
const js = makeJs(jsBuffer);
const { instance } = await WebAssembly.instantiate(bytes, {});
const wasm = instance.exports as unknown as { memory: WebAssembly.Memory; playBatch(n: number): number };
new Uint8Array(wasm.memory.buffer).set(new Uint8Array(image));
console.log(`node js ${hashOf(new Int32Array(jsBuffer), js.playBatch)} node wasm ${hashOf(new Int32Array(wasm.memory.buffer), wasm.playBatch)}`);

const b64 = (b: Uint8Array): string => Buffer.from(b).toString('base64');
writeFileSync('/tmp/wasm1/determinism.html', `<!doctype html><body><pre id="out">running</pre><script>
const dec = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const inst = new WebAssembly.Instance(new WebAssembly.Module(dec('${b64(bytes)}')), {});
const mem = new Int32Array(inst.exports.memory.buffer);
new Uint8Array(inst.exports.memory.buffer).set(dec('${b64(new Uint8Array(image))}'));
const seeds = new Int32Array(dec('${b64(new Uint8Array(seeds.buffer))}').buffer);
let h = 0x811c9dc5;
for (let at = 0; at < seeds.length; at += 1000) {
  mem.set(seeds.subarray(at, at + 1000), ${L.SEEDS});
  inst.exports.playBatch(1000);
  for (let i = 0; i < 1000; i++) h = Math.imul(h ^ mem[${L.RESULTS} + i], 16777619);
}
document.getElementById('out').textContent = 'chromium wasm ' + (h >>> 0).toString(16) + ' ' + navigator.userAgent;
</script></body>`);
