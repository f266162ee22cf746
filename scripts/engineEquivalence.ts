/**
 * `npx tsx scripts/engineEquivalence.ts --base <commit>`: proves an engine change leaves every full run
 * byte-identical beyond the goldens: plays the same random battles (balanced line-ups and any cards in any slots,
 * levels 1–5, 1–6 units a side) through this tree's engine and the engine of `--base` (extracted with git archive
 * into .tmp/engine-base/<commit>), both with this tree's cards, and compares their hashes under RULES.version (every
 * event). Exit 1 on any difference. `--battles N` (default 3000), `--seed S` (default 7).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as engine from '../src/engine';
import type { BattleInput, TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    battles: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '7' },
  },
});
const commit = execFileSync('git', ['rev-parse', values.base], { encoding: 'utf8' }).trim();
const dir = resolve('.tmp/engine-base', commit);
if (!existsSync(resolve(dir, 'src/engine'))) {
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} src/engine | tar -x -C "${dir}"`]);
}
const base = (await import(resolve(dir, 'src/engine/index.ts'))) as typeof engine;

const rng = new engine.Rng(Number(values.seed));
const n = Number(values.battles);
const cards = [...cardCatalog.units.keys()];

/** 1–6 units of any cards in distinct random slots, levels 1–5. */
function anyTeam(): TeamInput {
  const slots = Array.from({ length: 12 }, (_, i) => i);
  const size = 1 + rng.int(6);
  return { units: Array.from({ length: size }, () => ({ cardId: cards[rng.int(cards.length)]!, level: 1 + rng.int(5), position: slots.splice(rng.int(slots.length), 1)[0]! })) };
}

/** The battle's hash (current rules version) under one engine, or the error it refused the input with. */
function hashOf(e: typeof engine, input: BattleInput): string {
  try {
    return e.verify(input, cardCatalog).hash;
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  }
}

let differ = 0;
for (let i = 0; i < n; i++) {
  const teams = i % 3 === 0 ? [anyTeam(), anyTeam()] as const : randomBalancedTeams(rng, 1 + rng.int(6), 1 + rng.int(3));
  const input: BattleInput = { seed: rng.nextU32(), rulesVersion: engine.RULES.version, teams };
  if (hashOf(engine, input) === hashOf(base, input)) continue;
  differ++;
  if (differ <= 3) console.log(`differs: ${JSON.stringify(input)}`);
}
console.log(`${n} battles against ${commit.slice(0, 10)}: ${differ} differ`);
if (differ > 0) process.exit(1);
