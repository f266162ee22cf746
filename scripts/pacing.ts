/**
 * `npm run pacing -- [--battles 1000] [--seed 1] [--reduced]`: how long random battles ("Watch a battle"'s
 * generator) last on the playback timeline at 1×: p10/p50/p90/max, round 1 alone and the opening before it. The
 * timeline is pure, so no browser is needed. Targets: median ≤ 25 s, p90 ≤ 40 s (pinned by src/playback/pacing.test.ts).
 */
import { parseArgs } from 'node:util';
import { Rng } from '../src/engine';
import { randomBattleEvents } from '../src/contracts/replay/randomBattleEvents';
import { compileTimeline, pacingStats } from '../src/playback';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    reduced: { type: 'boolean', default: false },
  },
});
const rng = new Rng(Number(values.seed));
const timelines = Array.from({ length: Number(values.battles) }, () =>
  compileTimeline(randomBattleEvents(rng.nextU32()), { reducedMotion: values.reduced }));
const stats = pacingStats(timelines);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`${stats.battles} random battles at 1×${values.reduced ? ' (reduced motion)' : ''}:`);
console.log(`  p10 ${s(stats.p10)}   p50 ${s(stats.p50)}   p90 ${s(stats.p90)}   max ${s(stats.max)}`);
console.log(`  round 1 alone (median) ${s(stats.round1P50)}; before round 1 (median) ${s(stats.openingP50)}`);
