/**
 * `npm run bench`: battles per CPU-second on one core for standard 6-vs-6 battles, played four ways in the same
 * process: the full run (every event recorded) of the engine at `--base` (default eeb5717, the engine on the day
 * the playout goal "4x today's full run on the same machine in the same run" was set; extracted from git history),
 * and this tree's full run, playout (battleOutcome: no event built) and batch of playouts (Playouts: the same teams
 * under many seeds, as win odds, luck reports and the coach play), plus the base's batch when it has one. The ways
 * take turns in rounds (`--rounds`, order reversed every other round), so a change in the machine's load hits all of
 * them; each is reported by its best round, with the ratios against the goal. `--base <commit>` compares against
 * another commit instead (an A/B of an engine change); a base not in this clone's history is skipped, said so.
 * `--battles N` per way and round (default 20000), `--hash` also times the battle identity (what the server and the
 * browser pay to verify): rules version 1's hash (FNV-1a over the JSON of the whole stream) after simulate, and
 * version 2's (the compact encoding, hashed as each event is produced) through verify(). This tree plays the current
 * rules version (`--rules-version V` for another) and the base the newest version both engines play, each with
 * that version's card set: the same teams and seeds, but an engine from before rules version 3 plays version 2.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as engine from '../src/engine';
import type { BattleInput, TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';
import { engineAtCommit } from './battle/engineAtCommit';

/** The engine on the day the goal was set: "playouts ≥ 4× today's full-event figure". */
const GOAL_BASE = 'eeb5717';
const GOAL = 4;

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '20000' },
    warmup: { type: 'string', default: '2000' },
    seeds: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    base: { type: 'string', default: GOAL_BASE },
    hash: { type: 'boolean', default: false },
    'rules-version': { type: 'string' },
  },
});
const n = Number(values.battles);
const rounds = Math.max(1, Number(values.rounds));
const rng = new engine.Rng(2024);
// Team pairs each played under `seeds` seeds, so every way plays exactly the same battles.
const perPair = Math.max(1, Math.min(n, Number(values.seeds)));
const pairs: (readonly [TeamInput, TeamInput])[] = Array.from({ length: Math.ceil(n / perPair) }, () => randomBalancedTeams(rng));
const ourVersion = values['rules-version'] === undefined ? engine.RULES.version : Number(values['rules-version']);
const inputs: BattleInput[] = Array.from({ length: n }, (_, i) => ({ rulesVersion: ourVersion, teams: pairs[Math.floor(i / perPair)]!, seed: rng.nextU32() }));
let sink = 0;

/** One way of playing the inputs: `play(i)` plays input i and returns its event count (0 when none is kept). */
interface Way {
  label: string;
  play: (i: number) => number;
  /** Battles per CPU-second of each round. */
  rates: number[];
  /** Per-battle ms of the best round. */
  times: Float64Array | null;
  events: number;
}

/**
 * The ways one engine plays under rules version `version` (the inputs' teams and seeds with that version and its card
 * set): its full run, its playout and its batch (the last two where it has them).
 */
function waysOf(name: string, e: typeof engine, all: boolean, version: number): Way[] {
  const way = (label: string, play: (i: number) => number): Way => ({ label: `${name}, rules v${version}: ${label}`, play, rates: [], times: null, events: 0 });
  // An engine from before rules version 3 knows no olderVersions: it gets the version's own cards directly.
  const catalog = cardCatalog.olderVersions?.get(version) ?? cardCatalog;
  const own = version === ourVersion ? inputs : inputs.map((input) => ({ ...input, rulesVersion: version }));
  const ways = [way('full run (events recorded)', (i) => e.simulate(own[i]!, catalog).length)];
  if (all) ways.push(way('playout (battleOutcome, no event built)', (i) => { sink += e.battleOutcome(own[i]!, catalog).rounds; return 0; }));
  // Playouts came after the base the goal names; an older engine has no batch.
  if (typeof e.Playouts === 'function') {
    const batches = pairs.map((teams) => new e.Playouts(teams, catalog, version));
    ways.push(way('playout batch (Playouts: teams deployed once, opening restored per seed)', (i) => { sink += batches[Math.floor(i / perPair)]!.play(inputs[i]!.seed) ?? 0; return 0; }));
  }
  return ways;
}

/** Plays every input one way, timed; keeps the round's rate, and the per-battle times if it is the best so far. */
function runRound(way: Way): void {
  const times = new Float64Array(n);
  let events = 0;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const s = process.hrtime.bigint();
    events += way.play(i);
    times[i] = Number(process.hrtime.bigint() - s) / 1e6;
  }
  const cpu = process.cpuUsage(cpu0);
  // On a shared machine the wall clock includes time other processes held the core; CPU time does not.
  const rate = n / ((cpu.user + cpu.system) / 1e6);
  if (way.rates.every((r) => r < rate)) {
    way.times = times.sort();
    way.events = events / n;
  }
  way.rates.push(rate);
}

const best = (way: Way): number => Math.max(...way.rates);
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

const base = await engineAtCommit(values.base);
const ours = waysOf('this tree', engine, true, ourVersion);
/** The newest rules version the base engine plays that this tree plays too (not above the one this tree runs). */
const baseVersion = (e: typeof engine): number => Math.max(...e.SUPPORTED_RULES_VERSIONS.filter((v) => v <= ourVersion && engine.SUPPORTED_RULES_VERSIONS.includes(v)));
const theirs = 'missing' in base ? [] : waysOf(base.commit.slice(0, 7), base.engine, values.base !== GOAL_BASE, baseVersion(base.engine));
const ways = [...theirs, ...ours];
for (const way of ways) for (let i = 0; i < Number(values.warmup); i++) way.play(i % n);

console.log(`node ${process.version}, one core, 6v6 level 1, ${pairs.length} random balanced team pairs x ${perPair} seeds = ${n} battles a way and round, ${rounds} rounds taking turns; load average ${load()}`);
if ('missing' in base) console.log(`${base.missing}: the comparison with its engine is skipped`);
else console.log(`base engine ${base.commit.slice(0, 10)} (--base ${values.base}${values.base === GOAL_BASE ? ': the engine on the day the playout goal was set' : ''}), from .tmp/engine-base`);
for (let r = 0; r < rounds; r++) for (const way of r % 2 === 0 ? ways : [...ways].reverse()) runRound(way);

console.log(`battles per CPU-second, best of ${rounds} rounds [each round], and p50/p99 per battle in the best round:`);
for (const way of ways) {
  const t = way.times!;
  const q = (p: number): string => t[Math.min(n - 1, Math.floor(p * n))]!.toFixed(3);
  const events = way.events > 0 ? `, ${way.events.toFixed(0)} events/battle` : '';
  console.log(`  ${way.label}: ${fmt(best(way))} [${way.rates.map(fmt).join(' ')}]  p50 ${q(0.5)} ms  p99 ${q(0.99)} ms${events}`);
}
const [full, playout, batch] = ours.map(best) as [number, number, number];
console.log(`this tree: playout / full ${(playout / full).toFixed(2)}x, batch / full ${(batch / full).toFixed(2)}x`);
if (!('missing' in base)) {
  const baseFull = best(theirs[0]!);
  const name = base.commit.slice(0, 7);
  console.log(`against ${name}'s full run: this tree's full ${(full / baseFull).toFixed(2)}x, playout ${(playout / baseFull).toFixed(2)}x, batch ${(batch / baseFull).toFixed(2)}x`);
  if (theirs.length > 1) console.log(`batch / ${name}'s batch: ${(batch / best(theirs[theirs.length - 1]!)).toFixed(3)}x`);
  const theirVersion = baseVersion(base.engine);
  if (theirVersion !== ourVersion) {
    console.log(`note: ${name} plays rules version ${theirVersion}, this tree version ${ourVersion}: other battles (${theirs[0]!.events.toFixed(0)} and ${ours[0]!.events.toFixed(0)} events a battle), so the ratios mix the engine's speed with the rules'; --rules-version ${theirVersion} compares the same battles`);
  }
  if (values.base === GOAL_BASE) {
    const met = batch >= GOAL * baseFull ? 'met' : 'not met';
    console.log(`goal: playouts >= ${GOAL}x ${name}'s full run = ${fmt(GOAL * baseFull)} per CPU-second; the batch is ${(batch / baseFull).toFixed(2)}x (${Math.round((100 * batch) / (GOAL * baseFull))} % of the goal): ${met}`);
  }
}
console.log(`load average at the end: ${load()}`);

if (values.hash) {
  for (const way of [
    { label: 'v1: simulate + JSON hash of the stream', play: (i: number): number => { const ev = engine.simulate(inputs[i]!, cardCatalog); sink += engine.hashEventsJson(ev).length; return ev.length; } },
    { label: 'v2: verify (compact hash as events are produced)', play: (i: number): number => { sink += engine.verify(inputs[i]!, cardCatalog).hash.length; return 0; } },
  ]) {
    const w: Way = { ...way, rates: [], times: null, events: 0 };
    runRound(w);
    console.log(`  ${w.label}: ${fmt(best(w))} per CPU-second, p50 ${w.times![Math.floor(n / 2)]!.toFixed(3)} ms`);
  }
}
if (sink < 0) console.log(sink);
