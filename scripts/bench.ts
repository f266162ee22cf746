/**
 * `npm run bench`: battles per second on one core for standard 6-vs-6 battles with every event recorded, then the
 * same battles as playouts (battleOutcome: no event built), then as batches of playouts of the same teams under
 * many seeds (Playouts: how win odds, luck reports and the coach play), and the ratios, measured in the same run;
 * p50/p99 time per battle. Not a test: run it on an idle machine. `--battles N` (default 20000), `--hash` also
 * times the battle identity (what the server and the browser pay to verify): rules version 1's hash (FNV-1a over
 * the JSON of the whole stream) after simulate, and version 2's (the compact encoding, hashed as each event is
 * produced) through verify().
 */
import { parseArgs } from 'node:util';
import { battleOutcome, hashEventsJson, Playouts, Rng, RULES, simulate, verify, type BattleInput, type TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '20000' },
    warmup: { type: 'string', default: '2000' },
    seeds: { type: 'string', default: '200' },
    hash: { type: 'boolean', default: false },
  },
});
const n = Number(values.battles);
const rng = new Rng(2024);
// Team pairs each played under `seeds` seeds, so all three ways play exactly the same battles.
const perPair = Math.max(1, Math.min(n, Number(values.seeds)));
const pairs: (readonly [TeamInput, TeamInput])[] = Array.from({ length: Math.ceil(n / perPair) }, () => randomBalancedTeams(rng));
const inputs: BattleInput[] = Array.from({ length: n }, (_, i) => ({ rulesVersion: RULES.version, teams: pairs[Math.floor(i / perPair)]!, seed: rng.nextU32() }));
const batches = pairs.map((teams) => new Playouts(teams, cardCatalog));

let sink = 0;
for (let i = 0; i < Number(values.warmup); i++) sink += simulate(inputs[i % n]!, cardCatalog).length + battleOutcome(inputs[i % n]!, cardCatalog).rounds;

/** Times `play` over every input (`i`: its index); returns battles per CPU-second. */
function run(label: string, play: (input: BattleInput, i: number) => number): number {
  const times = new Float64Array(n);
  let events = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const s = process.hrtime.bigint();
    events += play(inputs[i]!, i);
    times[i] = Number(process.hrtime.bigint() - s) / 1e6;
  }
  const total = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  times.sort();
  const q = (p: number): string => times[Math.min(n - 1, Math.floor(p * n))]!.toFixed(3);
  console.log(`${label}: ${n} battles, ${(events / n).toFixed(0)} events/battle`);
  console.log(`  wall clock: ${total.toFixed(2)} s = ${Math.round(n / total)} battles/s`);
  // On a shared machine the wall clock includes time other processes held the core; CPU time does not.
  console.log(`  CPU time:   ${cpuSeconds.toFixed(2)} s = ${Math.round(n / cpuSeconds)} battles per CPU-second (one core)`);
  console.log(`  per battle: p50 ${q(0.5)} ms   p99 ${q(0.99)} ms`);
  return n / cpuSeconds;
}

for (let i = 0; i < Number(values.warmup); i++) sink += batches[Math.floor((i % n) / perPair)]!.play(inputs[i % n]!.seed) ?? 0;

console.log(`node ${process.version}, one core, 6v6 level 1, ${pairs.length} random balanced team pairs x ${perPair} seeds`);
const full = run('simulate (events recorded)', (input) => simulate(input, cardCatalog).length);
const playout = run('playout (battleOutcome, no event built)', (input) => { sink += battleOutcome(input, cardCatalog).rounds; return 0; });
const batch = run('playout batch (Playouts: teams deployed once, opening restored per seed)', (input, i) => { sink += batches[Math.floor(i / perPair)]!.play(input.seed) ?? 0; return 0; });
console.log(`playout / full: ${(playout / full).toFixed(2)}x battles per CPU-second (same run)`);
console.log(`playout batch / full: ${(batch / full).toFixed(2)}x battles per CPU-second (same run)`);
if (values.hash) {
  run('v1: simulate + JSON hash of the stream', (input) => { const ev = simulate(input, cardCatalog); sink += hashEventsJson(ev).length; return ev.length; });
  run('v2: verify (compact hash as events are produced)', (input) => { sink += verify(input, cardCatalog).hash.length; return 0; });
}
if (sink < 0) console.log(sink);
