/**
 * The WebAssembly spike (docs/ENGINE.md, ninth round): the batch playout's hot loop as a model, in plain TypeScript
 * (model.ts) and compiled from AssemblyScript (model.as.ts, built as README.md says), on the bench's first team pair;
 * `--processes` fresh processes one after another, in each `--rounds` rounds (after 2 warm-up) in which the ways take
 * turns (order reversed every other round), each timed by the process's CPU time; ratios are medians of per-round
 * ratios (scripts/bench/pairedRatio.ts). Every child first checks that both models give the same result for every seed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as engine from '../../../src/engine';
import { pairedRatio } from '../../bench/pairedRatio';
import { medianOf } from '../../bench/medianOf';
import { L, writeOpening } from './layout';
import { makeModel } from './model';
import { makeModelB } from './modelB';
import { catalog, distance, matchups, rows, spikeSeeds, teams } from './pair';

const { values } = parseArgs({
  options: {
    wasm: { type: 'string', default: '/tmp/wasm1/build/model.wasm' },
    rounds: { type: 'string', default: '20' },
    processes: { type: 'string', default: '4' },
    /** Seeds a way plays per round, in batch calls of 1,000 (the real engine's batch plays a fifth of them). */
    seeds: { type: 'string', default: '20000' },
    /** `b`: model B (statuses cast by a skill), with --wasm /tmp/wasm1/build/modelB.wasm. */
    model: { type: 'string', default: 'a' },
    child: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const processes = Number(values.processes);
const nSeeds = Math.floor(Number(values.seeds) / 1000) * 1000;
const BATCH = 1000;

const seeds = spikeSeeds(nSeeds);
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

/** The exports of model.as.ts. */
interface WasmModel {
  memory: WebAssembly.Memory;
  play(seed: number): number;
  playBatch(count: number): number;
  probe(x: number): number;
}

/** CPU microseconds of `f()`. */
function cpu(f: () => void): number {
  const c = process.cpuUsage();
  f();
  const d = process.cpuUsage(c);
  return d.user + d.system;
}

async function child(): Promise<void> {
  const jsBuffer = new ArrayBuffer(65536);
  writeOpening(jsBuffer, rows, distance, matchups);
  const js = (values.model === 'b' ? makeModelB : makeModel)(jsBuffer);
  const jsMem = new Int32Array(jsBuffer);
  const bytes = readFileSync(values.wasm);
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const wasm = instance.exports as unknown as WasmModel;
  writeOpening(wasm.memory.buffer, rows, distance, matchups);
  const wasmMem = new Int32Array(wasm.memory.buffer);

  // Parity: both models, every seed, one by one and in batches.
  let differ = 0;
  for (let i = 0; i < nSeeds; i++) if (js.play(seeds[i]!) !== wasm.play(seeds[i]!)) differ++;
  for (let at = 0; at < nSeeds; at += BATCH) {
    jsMem.set(seeds.subarray(at, at + BATCH), L.SEEDS);
    wasmMem.set(seeds.subarray(at, at + BATCH), L.SEEDS);
    if (js.playBatch(BATCH) !== wasm.playBatch(BATCH)) differ++;
  }
  if (differ > 0) throw new Error(`the models differ on ${differ} seeds`);
  // What a model battle is: rounds and winners over the seeds, beside the real engine's on the same seeds.
  const real = new engine.Playouts(teams, catalog, 2);
  let modelRounds = 0, realRounds = 0, modelWins = 0, realWins = 0;
  const sample = Math.min(nSeeds, 2000);
  for (let i = 0; i < sample; i++) {
    js.play(seeds[i]!);
    modelWins += jsMem[L.G_WINNER] === 0 ? 1 : 0;
    modelRounds += jsMem[L.G_ROUND]!;
    realWins += real.play(seeds[i]!) === 0 ? 1 : 0;
    realRounds += real.rounds;
  }

  const batchOf = (mem: Int32Array, playBatch: (n: number) => number) => (): void => {
    for (let at = 0; at < nSeeds; at += BATCH) {
      mem.set(seeds.subarray(at, at + BATCH), L.SEEDS);
      sink += playBatch(BATCH);
    }
  };
  const realSeeds = nSeeds / 5;
  const ways: { label: string; seeds: number; run: () => void }[] = [
    { label: 'JS model, batch calls of 1,000 seeds', seeds: nSeeds, run: batchOf(jsMem, js.playBatch) },
    { label: 'WASM model, batch calls of 1,000 seeds', seeds: nSeeds, run: batchOf(wasmMem, wasm.playBatch) },
    { label: 'WASM model, one call per seed', seeds: nSeeds, run: () => { for (let i = 0; i < nSeeds; i++) sink += wasm.play(seeds[i]!); } },
    { label: 'JS model, one call per seed', seeds: nSeeds, run: () => { for (let i = 0; i < nSeeds; i++) sink += js.play(seeds[i]!); } },
    { label: 'real engine, Playouts.play (rules v2, same teams and seeds)', seeds: realSeeds, run: () => { for (let i = 0; i < realSeeds; i++) sink += real.play(seeds[i]!) ?? 3; } },
  ];
  const rates: number[][] = ways.map(() => []);
  for (let r = 0; r < rounds + 2; r++) {
    const order = r % 2 === 0 ? [...ways.keys()] : [...ways.keys()].reverse();
    for (const k of order) {
      const us = cpu(ways[k]!.run);
      if (r >= 2) rates[k]!.push(ways[k]!.seeds / (us / 1e6));
    }
  }
  // The bare crossing: 10 million calls of an empty export, against the same loop around a JS function.
  const N = 10_000_000;
  const jsProbe = (x: number): number => x + 1;
  let acc = 0;
  const wasmCall = cpu(() => { for (let i = 0; i < N; i++) acc = wasm.probe(acc); });
  const jsCall = cpu(() => { for (let i = 0; i < N; i++) acc = jsProbe(acc); });
  sink += acc;
  console.log(JSON.stringify({
    labels: ways.map((w) => w.label), rates, load: load(),
    probeNs: { wasm: (wasmCall * 1000) / N, js: (jsCall * 1000) / N },
    battle: { modelRounds: modelRounds / sample, realRounds: realRounds / sample, modelWins: modelWins / sample, realWins: realWins / sample },
  }));
}

let sink = 0;
if (values.child !== undefined) {
  await child();
  if (sink === 0.5) console.log(sink);
} else {
  const script = fileURLToPath(import.meta.url);
  console.log(`node ${process.version}; model ${values.model}; ${processes} processes x ${rounds} rounds (+2 warm-up); ${nSeeds} seeds a way and round; wasm ${values.wasm} (${readFileSync(values.wasm).length} bytes); load ${load()}`);
  type Report = { labels: string[]; rates: number[][]; load: string; probeNs: { wasm: number; js: number }; battle: Record<string, number> };
  const reports: Report[] = [];
  for (let p = 0; p < processes; p++) {
    const c = spawnSync(process.execPath, [...process.execArgv, script, ...process.argv.slice(2), '--child', String(p)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (c.status !== 0) throw new Error(`child ${p} failed`);
    reports.push(JSON.parse(c.stdout.trim().split('\n').pop()!) as Report);
  }
  const labels = reports[0]!.labels;
  labels.forEach((label, k) => console.log(`  ${label}: ${Math.round(medianOf([...reports.flatMap((r) => r.rates[k]!)].sort((a, b) => a - b))).toLocaleString('en-US')} per CPU-second`));
  const ratio = (a: number, b: number): string => {
    const x = pairedRatio(reports.map((r) => ({ a: r.rates[a]!, b: r.rates[b]! })));
    return `${x.median.toFixed(3)} (95 % ${x.low.toFixed(3)}-${x.high.toFixed(3)}; per process ${x.groupMedians.map((g) => g.toFixed(2)).join(' ')})`;
  };
  console.log(`WASM batch / JS batch: ${ratio(1, 0)}`);
  console.log(`WASM per seed / WASM batch: ${ratio(2, 1)}`);
  console.log(`JS per seed / JS batch: ${ratio(3, 0)}`);
  console.log(`real engine batch / JS model batch: ${ratio(4, 0)}`);
  console.log(`empty call, ns: wasm ${reports.map((r) => r.probeNs.wasm.toFixed(2)).join(' ')}; js ${reports.map((r) => r.probeNs.js.toFixed(2)).join(' ')}`);
  console.log(`battles: ${JSON.stringify(reports[0]!.battle)}; load after each process: ${reports.map((r) => r.load.split(' ')[0]).join(', ')}; now ${load()}`);
}
