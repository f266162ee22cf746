/**
 * Determinism of the WebAssembly playout across runtimes: for `--pairs` of the bench's team pairs (rules version
 * `--rules-version`, default the current) x `--seeds` seeds, hashes every playout's result (winner, reason, rounds,
 * each unit's health; FNV-1a 32) as the reference's JS Playouts (scripts/battle/referenceEngine.ts) and Node's
 * WasmPlayouts give it, and writes a page
 * (`--out`, default /tmp/wasm2-determinism.html) holding the module, each pair's memory image as the glue wrote it and
 * the seeds, which computes the same hash with the browser's WebAssembly. Then:
 *   chromium --headless --no-sandbox --dump-dom file:///tmp/wasm2-determinism.html
 * `--record` does the same for the full run (stage 2): the record build plays each pair under `--seeds` seeds round by
 * round (WasmRun's calls) and the hash covers every word of every round's event buffer (what decodeEvents reads), in
 * Node and in the page.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Battle, RULES, Rng } from '../../src/engine';
import { compileTables } from '../../src/engine/wasm/compileTables';
import type { RecordExports } from '../../src/engine/wasm/recordModule';
import * as L from '../../src/engine/wasm/layout';
import { instantiatePlayout } from '../../src/engine/wasm/playoutModule';
import { WasmPlayouts } from '../../src/engine/wasm/wasmPlayouts';
import { cardCatalog, randomBalancedTeams } from '../../src/content';
import { referenceEngine } from '../battle/referenceEngine';

const { values } = parseArgs({ options: {
  pairs: { type: 'string', default: '20' }, seeds: { type: 'string', default: '500' },
  'rules-version': { type: 'string', default: String(RULES.version) }, out: { type: 'string', default: '/tmp/wasm2-determinism.html' },
  record: { type: 'boolean', default: false },
} });
const version = Number(values['rules-version']);
const bytes = readFileSync(new URL('../../src/engine/wasm/build/playout.wasm', import.meta.url));
const module = new WebAssembly.Module(bytes);
const rng = new Rng(2024);
const pairs = Array.from({ length: Number(values.pairs) }, () => randomBalancedTeams(rng));
const seeds = Int32Array.from({ length: Number(values.seeds) }, () => rng.nextU32() | 0);

/** FNV-1a 32 over a playout's result words. */
const mix = (h: number, v: number): number => Math.imul(h ^ (v | 0), 16777619);
interface Batch { play(seed: number): 0 | 1 | null; rounds: number; reason: string; unitCount: number; health(uid: number): number }
function hashOf(batch: Batch, h: number): number {
  for (const seed of seeds) {
    const w = batch.play(seed >>> 0);
    h = mix(h, w === null ? -1 : w);
    h = mix(h, batch.rounds);
    h = mix(h, batch.reason === 'wipeout' ? 0 : 1);
    for (let u = 0; u < batch.unitCount; u++) h = mix(h, batch.health(u));
  }
  return h;
}

if (values.record) {
  recordPage();
  process.exit(0);
}

const reference = await referenceEngine();
let js = 0x811c9dc5;
let wasm = 0x811c9dc5;
const images: string[] = [];
const counts: number[] = [];
for (const teams of pairs) {
  js = hashOf(reference.playouts(teams, cardCatalog, version), js);
  const instance = instantiatePlayout(module);
  const batch = new WasmPlayouts(teams, cardCatalog, instance, version);
  // The image the glue wrote (before any play): globals, columns, tables and the opening's status lists.
  images.push(Buffer.from(new Uint8Array(instance.memory.buffer, 0, L.TRACE * 4)).toString('base64'));
  counts.push(batch.unitCount);
  wasm = hashOf(batch, wasm);
}
const hex = (h: number): string => (h >>> 0).toString(16).padStart(8, '0');
console.log(`rules v${version}, ${pairs.length} pairs x ${seeds.length} seeds: node js ${hex(js)}, node wasm ${hex(wasm)}`);

writeFileSync(values.out!, `<!doctype html><body><pre id="out">running</pre><script>
const dec = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const module = new WebAssembly.Module(dec('${bytes.toString('base64')}'));
const images = ${JSON.stringify(images)};
const counts = ${JSON.stringify(counts)};
const seeds = new Int32Array(dec('${Buffer.from(seeds.buffer).toString('base64')}').buffer);
const mix = (h, v) => Math.imul(h ^ (v | 0), 16777619);
let h = 0x811c9dc5;
images.forEach((image, p) => {
  const inst = new WebAssembly.Instance(module, {}).exports;
  inst.init();
  new Uint8Array(inst.memory.buffer).set(dec(image));
  const mem = new Int32Array(inst.memory.buffer);
  for (const seed of seeds) {
    h = mix(h, inst.play(seed));
    h = mix(h, mem[${L.G_ROUND}]);
    h = mix(h, mem[${L.G_REASON}]);
    for (let u = 0; u < counts[p]; u++) h = mix(h, mem[${L.U + L.C_HP * L.MAX_UNITS} + u]);
  }
});
document.getElementById('out').textContent = 'chromium wasm ' + (h >>> 0).toString(16).padStart(8, '0') + ' ' + navigator.userAgent;
</script></body>`);
console.log(`wrote ${values.out}`);

/** The full run's determinism page (`--record`): the record build's event buffers, round by round. */
function recordPage(): void {
  const recordBytes = readFileSync(new URL('../../src/engine/wasm/build/playoutRecord.wasm', import.meta.url));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(recordBytes), { env: { hostNext: () => 0, hostChance: () => 0 } }).exports as unknown as RecordExports;
  instance.init();
  const mem = new Int32Array(instance.memory.buffer);
  const images: string[] = [];
  let node = 0x811c9dc5;
  let events = 0;
  for (const teams of pairs) {
    const battle = new Battle({ seed: 0, rulesVersion: version, teams }, cardCatalog);
    battle.next();
    compileTables(mem, battle, version);
    images.push(Buffer.from(new Uint8Array(instance.memory.buffer, 0, L.TRACE * 4)).toString('base64'));
    for (const seed of seeds) {
      instance.begin(seed);
      for (let over = 0; over === 0;) {
        over = instance.round();
        const n = mem[L.G_EVLEN]!;
        node = mix(node, n);
        for (let k = 0; k < n; k++) node = mix(node, mem[L.EVENTS + k]!);
        events += n;
      }
    }
  }
  console.log(`rules v${version}, ${pairs.length} pairs x ${seeds.length} seeds, full runs: ${events} event words, node record build ${(node >>> 0).toString(16).padStart(8, "0")}`);
  writeFileSync(values.out!, `<!doctype html><body><pre id="out">running</pre><script>
const dec = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const module = new WebAssembly.Module(dec('${recordBytes.toString('base64')}'));
const images = ${JSON.stringify(images)};
const seeds = new Int32Array(dec('${Buffer.from(seeds.buffer).toString('base64')}').buffer);
const mix = (h, v) => Math.imul(h ^ (v | 0), 16777619);
let h = 0x811c9dc5;
const inst = new WebAssembly.Instance(module, { env: { hostNext: () => 0, hostChance: () => 0 } }).exports;
inst.init();
const mem = new Int32Array(inst.memory.buffer);
images.forEach((image) => {
  new Uint8Array(inst.memory.buffer).set(dec(image));
  for (const seed of seeds) {
    inst.begin(seed);
    for (let over = 0; over === 0;) {
      over = inst.round();
      const n = mem[${L.G_EVLEN}];
      h = mix(h, n);
      for (let k = 0; k < n; k++) h = mix(h, mem[${L.EVENTS} + k]);
    }
  }
});
document.getElementById('out').textContent = 'chromium record build ' + (h >>> 0).toString(16).padStart(8, '0') + ' ' + navigator.userAgent;
</script></body>`);
  console.log(`wrote ${values.out}`);
}
