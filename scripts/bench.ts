/**
 * `npm run bench`: battles per second on one core for standard 6-vs-6 battles with every event recorded, then the
 * same battles as playouts (battleOutcome: no event built) and the ratio of the two, measured in the same run;
 * p50/p99 time per battle. Not a test: run it on an idle machine. `--battles N` (default 20000), `--hash` also
 * times the battle identity (what the server and the browser pay to verify): rules version 1's hash (FNV-1a over
 * the JSON of the whole stream) after simulate, and version 2's (the compact encoding, hashed as each event is
 * produced) through verify().
 */
import { parseArgs } from 'node:util';
import { battleOutcome, hashEventsJson, Rng, RULES, simulate, verify, type BattleInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '20000' },
    warmup: { type: 'string', default: '2000' },
    hash: { type: 'boolean', default: false },
  },
});
const n = Number(values.battles);
const rng = new Rng(2024);
const inputs: BattleInput[] = Array.from({ length: n }, () => ({ rulesVersion: RULES.version, teams: randomBalancedTeams(rng), seed: rng.nextU32() }));

let sink = 0;
for (let i = 0; i < Number(values.warmup); i++) sink += simulate(inputs[i % n]!, cardCatalog).length + battleOutcome(inputs[i % n]!, cardCatalog).rounds;

/** Times `play` over every input; returns battles per CPU-second. */
function run(label: string, play: (input: BattleInput) => number): number {
  const times = new Float64Array(n);
  let events = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const s = process.hrtime.bigint();
    events += play(inputs[i]!);
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

console.log(`node ${process.version}, one core, 6v6 level 1, random balanced teams`);
const full = run('simulate (events recorded)', (input) => simulate(input, cardCatalog).length);
const playout = run('playout (battleOutcome, no event built)', (input) => { sink += battleOutcome(input, cardCatalog).rounds; return 0; });
console.log(`playout / full: ${(playout / full).toFixed(2)}x battles per CPU-second (same run)`);
if (values.hash) {
  run('v1: simulate + JSON hash of the stream', (input) => { const ev = simulate(input, cardCatalog); sink += hashEventsJson(ev).length; return ev.length; });
  run('v2: verify (compact hash as events are produced)', (input) => { sink += verify(input, cardCatalog).hash.length; return 0; });
}
if (sink < 0) console.log(sink);
