/**
 * `npm run bench`: battles per CPU-second on one core for standard 6-vs-6 battles, played three ways: the full run
 * (every event recorded) of the engine at `--base` (default eeb5717, the engine on the day the playout goal "4x today's
 * full run on the same machine in the same run" was set; extracted from git history), and this tree's full run and
 * batch of playouts (playoutBatch, the WebAssembly rules core: the same teams under many seeds, as win odds, luck
 * reports and the coach play); another base also gets its JS playout and batch where it has them. Every way plays
 * exactly the same battles.
 *
 * How the figures are formed, so that they hold on a shared, loaded machine: `--processes` child processes (a fresh V8
 * isolate each, since one process's compiled code can differ from the next's) run one after another; in each the ways
 * take turns over `--rounds` short rounds (order reversed every other round, after `--warmup-rounds` unrecorded ones),
 * each timed by the process's CPU time. A ratio is the median of the per-round ratios (both ways measured in the same
 * round, seconds apart, so a change in load cancels out of each pair), printed with its quartiles and a 95 % bootstrap
 * interval of the median over processes and rounds; the goal is "met" when that whole interval is at or above 4.
 * `--base <commit>` compares against another commit instead (the A/B of an engine change: batch against the base's
 * batch, WebAssembly or JS); a base not in this clone's history is skipped, said so. `--battles N` per way and round (default 2000: 10
 * team pairs x `--seeds` 200, one slice of `--pairs` 100). `--hash` also times the battle identity (what the server
 * and the browser pay to verify): rules version 1's hash (FNV-1a over the JSON of the whole stream) after simulate, and
 * version 2's (the compact encoding, hashed as each event is produced) through verify(). This tree plays the current rules version (`--rules-version V` for another) and the
 * base the newest version both engines play, each with that version's card set: the same teams and seeds, but an engine
 * from before rules version 3 plays version 2.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as engine from '../src/engine';
import type { BattleCatalog, BattleInput, TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';
import { engineAtCommit } from './battle/engineAtCommit';
import { pairedRatio, type PairedRatio } from './bench/pairedRatio';
import { percentile } from './bench/percentile';
import { medianOf } from './bench/medianOf';

/** The engine on the day the goal was set: "playouts ≥ 4× today's full-event figure". */
const GOAL_BASE = 'eeb5717';
const GOAL = 4;

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '2000' },
    'warmup-rounds': { type: 'string', default: '2' },
    seeds: { type: 'string', default: '200' },
    pairs: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '20' },
    processes: { type: 'string', default: '4' },
    base: { type: 'string', default: GOAL_BASE },
    hash: { type: 'boolean', default: false },
    'rules-version': { type: 'string' },
    /** Internal: this process is child number N, which measures and prints its rounds as JSON. */
    child: { type: 'string' },
  },
});
const n = Number(values.battles);
const rounds = Math.max(1, Number(values.rounds));
const processes = Math.max(1, Number(values.processes));
const rng = new engine.Rng(2024);
// Team pairs each played under `seeds` seeds in a row (a batch's rate depends on it: the same teams again keep the
// CPU's branch predictors and caches warm, as win odds' 1,000 seeds of one pair do), so every way plays exactly the
// same battles. A round plays one slice of `battles` (`battles / seeds` pairs); the rounds go through the slices in
// turn, so over a run every way plays all `pairs` pairs (the defaults: the 20,000 battles of 100 pairs x 200 seeds).
const perPair = Math.max(1, Math.min(n, Number(values.seeds)));
const slicePairs = Math.ceil(n / perPair);
const slices = Math.max(1, Math.floor(Number(values.pairs) / slicePairs));
const pairs: (readonly [TeamInput, TeamInput])[] = Array.from({ length: slices * slicePairs }, () => randomBalancedTeams(rng));
const ourVersion = values['rules-version'] === undefined ? engine.RULES.version : Number(values['rules-version']);
const inputs: BattleInput[] = Array.from({ length: slices * n }, (_, i) => ({ rulesVersion: ourVersion, teams: pairs[Math.floor(i / perPair)]!, seed: rng.nextU32() }));
let sink = 0;

/** One way of playing the inputs: `play(i)` plays input i and returns its event count (0 when none is kept). */
interface Way {
  label: string;
  play: (i: number) => number;
}

/** What a child process measured of one way. */
interface WayRounds {
  label: string;
  /** Battles per CPU-second of each recorded round. */
  rates: number[];
  /** Events per battle (0 when none is kept). */
  events: number;
  /** Per-battle ms, p50 and p99, from a separate timed pass (the first child only; the timer is not in the rates). */
  p50?: number;
  p99?: number;
}

/** A child's report. */
interface ChildReport {
  base: { commit: string; version: number } | { missing: string };
  ways: WayRounds[];
  load: string;
}

const BATCH = 'playout batch on WebAssembly (playoutBatch)';

/** What the bench calls of a base engine: an older commit's surface, with its JS playout and batch where it has them. */
interface BaseEngine {
  simulate(input: BattleInput, catalog: BattleCatalog): readonly unknown[];
  SUPPORTED_RULES_VERSIONS: readonly number[];
  battleOutcome?: (input: BattleInput, catalog: BattleCatalog) => { rounds: number };
  Playouts?: new (teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, rulesVersion: number) => { play(seed: number): number | null };
  playoutBatch?: (teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, rulesVersion: number) => { play(seed: number): number | null };
}

/** The inputs with rules version `version`, and that version's card set. */
function versionOf(version: number): { catalog: BattleCatalog; own: BattleInput[] } {
  // An engine from before rules version 3 knows no olderVersions: it gets the version's own cards directly.
  const catalog = cardCatalog.olderVersions?.get(version) ?? cardCatalog;
  return { catalog, own: version === ourVersion ? inputs : inputs.map((input) => ({ ...input, rulesVersion: version })) };
}

/**
 * The ways a base engine plays under rules version `version`: its full run, and with `all` its JS playout
 * (battleOutcome) and batches (JS Playouts, WebAssembly playoutBatch) where it has them.
 */
function baseWays(name: string, e: BaseEngine, all: boolean, version: number): Way[] {
  const way = (label: string, play: (i: number) => number): Way => ({ label: `${name}, rules v${version}: ${label}`, play });
  const { catalog, own } = versionOf(version);
  const ways = [way('full run (events recorded)', (i) => e.simulate(own[i]!, catalog).length)];
  const { battleOutcome, Playouts } = e;
  if (all && battleOutcome) ways.push(way('JS playout (battleOutcome, no event built)', (i) => { sink += battleOutcome(own[i]!, catalog).rounds; return 0; }));
  if (all && Playouts) {
    const batches = pairs.map((teams) => new Playouts(teams, catalog, version));
    ways.push(way('JS playout batch (Playouts)', (i) => { sink += batches[Math.floor(i / perPair)]!.play(inputs[i]!.seed) ?? 0; return 0; }));
  }
  const { playoutBatch } = e;
  if (all && playoutBatch) {
    const batches = pairs.map((teams) => playoutBatch(teams, catalog, version));
    ways.push(way(BATCH, (i) => { sink += batches[Math.floor(i / perPair)]!.play(inputs[i]!.seed) ?? 0; return 0; }));
  }
  return ways;
}

/**
 * This tree's two ways: the full run, and the batch as the product plays it: the WebAssembly rules core on the
 * process's shared instance (playoutBatch; docs/ENGINE.md "The WebAssembly playout"), each pair's seeds in a run.
 */
function ourWays(version: number): Way[] {
  const way = (label: string, play: (i: number) => number): Way => ({ label: `this tree, rules v${version}: ${label}`, play });
  const { catalog, own } = versionOf(version);
  const batches = pairs.map((teams) => engine.playoutBatch(teams, catalog, version));
  return [
    way('full run (events recorded)', (i) => engine.simulate(own[i]!, catalog).length),
    way(BATCH, (i) => { sink += batches[Math.floor(i / perPair)]!.play(inputs[i]!.seed) ?? 0; return 0; }),
  ];
}

/** Plays slice `slice`'s inputs one way and returns battles per CPU-second (the whole process: GC and compiler threads count). */
function timedRound(way: Way, slice: number, events: { sum: number }): number {
  const cpu0 = process.cpuUsage();
  let sum = 0;
  for (let i = slice * n, end = i + n; i < end; i++) sum += way.play(i);
  const cpu = process.cpuUsage(cpu0);
  events.sum = sum;
  return n / ((cpu.user + cpu.system) / 1e6);
}

/** Per-battle wall-clock ms of one pass, sorted (a timer around each battle: kept out of the rates, it costs the fast ways most). */
function perBattleTimes(way: Way): number[] {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = process.hrtime.bigint();
    way.play(i);
    times.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');
/** The newest rules version the base engine plays that this tree plays too (not above the one this tree runs). */
const baseVersion = (e: BaseEngine): number => Math.max(...e.SUPPORTED_RULES_VERSIONS.filter((v) => v <= ourVersion && engine.SUPPORTED_RULES_VERSIONS.includes(v)));

/** A child: loads both engines, warms up, plays the rounds and prints what it measured as one JSON line. */
async function measure(index: number): Promise<void> {
  const base = await engineAtCommit(values.base);
  const ours = ourWays(ourVersion);
  const theirs = 'missing' in base ? [] : baseWays(base.commit.slice(0, 7), base.engine as unknown as BaseEngine, values.base !== GOAL_BASE, baseVersion(base.engine as unknown as BaseEngine));
  const ways = [...theirs, ...ours];
  const measured: WayRounds[] = ways.map((w) => ({ label: w.label, rates: [], events: 0 }));
  const events = { sum: 0 };
  const warmup = Number(values['warmup-rounds']);
  for (let r = 0; r < warmup + rounds; r++) {
    const order = r % 2 === 0 ? ways.keys() : [...ways.keys()].reverse();
    for (const k of order) {
      const rate = timedRound(ways[k]!, r % slices, events);
      if (r < warmup) continue;
      measured[k]!.rates.push(rate);
      // The mean over the recorded rounds (the slices' battles differ in length).
      measured[k]!.events += events.sum / n / rounds;
    }
  }
  if (index === 0) {
    ways.forEach((w, k) => {
      const t = perBattleTimes(w);
      measured[k]!.p50 = percentile(t, 50);
      measured[k]!.p99 = percentile(t, 99);
    });
  }
  const report: ChildReport = { base: 'missing' in base ? base : { commit: base.commit, version: baseVersion(base.engine as unknown as BaseEngine) }, ways: measured, load: load() };
  console.log(JSON.stringify(report));
}

/** Runs the children one after another (each a fresh process with this script's arguments) and collects their reports. */
function runChildren(): ChildReport[] {
  const script = fileURLToPath(import.meta.url);
  const reports: ChildReport[] = [];
  for (let p = 0; p < processes; p++) {
    const child = spawnSync(process.execPath, [...process.execArgv, script, ...process.argv.slice(2), '--child', String(p)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
    if (child.status !== 0) throw new Error(`bench child ${p} failed (status ${child.status})`);
    const line = child.stdout.trim().split('\n').pop()!;
    reports.push(JSON.parse(line) as ChildReport);
  }
  return reports;
}

const ratioText = (r: PairedRatio): string =>
  `${r.median.toFixed(2)}x [quartiles ${r.q1.toFixed(2)}-${r.q3.toFixed(2)}; 95 % interval of the median ${r.low.toFixed(2)}-${r.high.toFixed(2)}; per process ${r.groupMedians.map((m) => m.toFixed(2)).join(' ')}]`;

/** The parent: runs the children, then prints the rates, the paired ratios and the goal's verdict. */
function report(reports: ChildReport[]): void {
  const first = reports[0]!;
  const ways = first.ways.map((w, k) => ({ ...w, all: reports.flatMap((r) => r.ways[k]!.rates) }));
  const ratio = (a: number, b: number): PairedRatio => pairedRatio(reports.map((r) => ({ a: r.ways[a]!.rates, b: r.ways[b]!.rates })));
  console.log(`load average at the end: ${load()} (after each process: ${reports.map((r) => r.load.split(' ')[0]).join(', ')})`);
  console.log(`battles per CPU-second (CPU time of the whole process), median of the ${processes} x ${rounds} rounds [quartiles], and p50/p99 per battle (a separate timed pass in the first process):`);
  for (const w of ways) {
    const sorted = [...w.all].sort((a, b) => a - b);
    const events = w.events > 0 ? `, ${w.events.toFixed(0)} events/battle` : '';
    console.log(`  ${w.label}: ${fmt(medianOf(sorted))} [${fmt(percentile(sorted, 25))}-${fmt(percentile(sorted, 75))}]  p50 ${w.p50!.toFixed(3)} ms  p99 ${w.p99!.toFixed(3)} ms${events}`);
  }
  // This tree's two ways come last (full run, WebAssembly batch); the base's before them (full run first).
  const [full, batch] = [first.ways.length - 2, first.ways.length - 1];
  console.log('ratios, each the median of the per-round ratios (both ways measured in the same round):');
  console.log(`  this tree's WebAssembly batch / its full run: ${ratioText(ratio(batch, full))}`);
  if ('missing' in first.base) return;
  const name = first.base.commit.slice(0, 7);
  console.log(`  against ${name}'s full run: this tree's full ${ratioText(ratio(full, 0))}`);
  const goal = ratio(batch, 0);
  console.log(`  WebAssembly batch ${ratioText(goal)}`);
  // The A/B of an engine change: the batch against the base's (its WebAssembly batch, else its JS one).
  const theirs = first.ways.slice(0, full);
  const baseBatch = Math.max(theirs.findIndex((w) => w.label.endsWith(BATCH)), theirs.findIndex((w) => w.label.endsWith('(Playouts)')));
  if (baseBatch > 0) console.log(`  WebAssembly batch / ${name}'s ${first.ways[baseBatch]!.label.split(': ')[1]}: ${ratioText(ratio(batch, baseBatch))}`);
  if (first.base.version !== ourVersion) {
    console.log(`note: ${name} plays rules version ${first.base.version}, this tree version ${ourVersion}: other battles (${first.ways[0]!.events.toFixed(0)} and ${first.ways[full]!.events.toFixed(0)} events a battle), so the ratios mix the engine's speed with the rules'; --rules-version ${first.base.version} compares the same battles`);
  }
  if (values.base === GOAL_BASE) {
    const verdict = goal.low >= GOAL ? 'met (the whole 95 % interval is at or above it)' : goal.median >= GOAL ? 'met by the median, not beyond its 95 % interval' : 'not met';
    console.log(`goal: playouts >= ${GOAL}x ${name}'s full run; the WebAssembly batch is ${goal.median.toFixed(2)}x (${goal.low.toFixed(2)}-${goal.high.toFixed(2)}), ${Math.round((100 * goal.median) / GOAL)} % of the goal: ${verdict}`);
  }
}

if (values.child !== undefined) {
  await measure(Number(values.child));
} else {
  console.log(`node ${process.version}, one core, 6v6 level 1, ${pairs.length} random balanced team pairs x ${perPair} seeds in ${slices} slices of ${n} battles, one slice a way and round; ${processes} process${processes === 1 ? "" : "es"} one after another (a fresh V8 isolate each), in each ${rounds} rounds after ${values['warmup-rounds']} unrecorded (round r plays slice r mod ${slices}), the ways taking turns (order reversed every other round); load average ${load()}`);
  const reports = runChildren();
  const base = reports[0]!.base;
  if ('missing' in base) console.log(`${base.missing}: the comparison with its engine is skipped`);
  else console.log(`base engine ${base.commit.slice(0, 10)} (--base ${values.base}${values.base === GOAL_BASE ? ': the engine on the day the playout goal was set' : ''}), from .tmp/engine-base`);
  report(reports);
  if (values.hash) {
    for (const way of [
      { label: 'v1: simulate + JSON hash of the stream', play: (i: number): number => { const ev = engine.simulate(inputs[i]!, cardCatalog); sink += engine.hashEventsJson(ev).length; return ev.length; } },
      { label: 'v2: verify (compact hash as events are produced)', play: (i: number): number => { sink += engine.verify(inputs[i]!, cardCatalog).hash.length; return 0; } },
    ]) {
      timedRound(way, 0, { sum: 0 });
      const rate = timedRound(way, 0, { sum: 0 });
      console.log(`  ${way.label}: ${fmt(rate)} per CPU-second (one round after one warm-up round), p50 ${percentile(perBattleTimes(way), 50).toFixed(3)} ms`);
    }
  }
}
if (sink < 0) console.log(sink);
