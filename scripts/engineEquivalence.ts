/**
 * `npx tsx scripts/engineEquivalence.ts --base <commit>`: proves an engine change leaves every full run
 * byte-identical beyond the goldens: plays the same random battles (balanced line-ups and any cards in any slots,
 * levels 1–5, 1–6 units a side) through this tree's engine and the engine of `--base` (extracted with git archive
 * into .tmp/engine-base/<commit>), both with this tree's card set of the rules version played, and compares their
 * hashes (every event). The version is `--rules-version V`, by default the newest one both engines play (a commit
 * before rules version 3 plays up to 2, so the comparison is under 2 with version 2's cards). Exit 1 on any
 * difference. `--battles N` (default 3000), `--seed S` (default 7).
 */
import { parseArgs } from 'node:util';
import * as engine from '../src/engine';
import type { BattleInput, TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';
import { engineAtCommit } from './battle/engineAtCommit';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    battles: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '7' },
    'rules-version': { type: 'string' },
  },
});
const loaded = await engineAtCommit(values.base);
if ('missing' in loaded) {
  console.error(loaded.missing);
  process.exit(2);
}
const { commit, engine: base } = loaded;

const shared = engine.SUPPORTED_RULES_VERSIONS.filter((v) => base.SUPPORTED_RULES_VERSIONS.includes(v));
const rulesVersion = values['rules-version'] === undefined ? shared[shared.length - 1]! : Number(values['rules-version']);
if (!shared.includes(rulesVersion)) {
  console.error(`rules version ${rulesVersion} is not played by both engines (both play ${shared.join(', ')})`);
  process.exit(2);
}
// The version's own card set, given to both engines alike (an engine before version 3 knows no olderVersions).
const catalog = cardCatalog.olderVersions?.get(rulesVersion) ?? cardCatalog;

const rng = new engine.Rng(Number(values.seed));
const n = Number(values.battles);
const cards = [...catalog.units.keys()];

/** 1–6 units of any cards in distinct random slots, levels 1–5. */
function anyTeam(): TeamInput {
  const slots = Array.from({ length: 12 }, (_, i) => i);
  const size = 1 + rng.int(6);
  return { units: Array.from({ length: size }, () => ({ cardId: cards[rng.int(cards.length)]!, level: 1 + rng.int(5), position: slots.splice(rng.int(slots.length), 1)[0]! })) };
}

/** The battle's hash under one engine, or the error it refused the input with. */
function hashOf(e: typeof engine, input: BattleInput): string {
  try {
    return e.verify(input, catalog).hash;
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  }
}

let differ = 0;
for (let i = 0; i < n; i++) {
  const teams = i % 3 === 0 ? [anyTeam(), anyTeam()] as const : randomBalancedTeams(rng, 1 + rng.int(6), 1 + rng.int(3));
  const input: BattleInput = { seed: rng.nextU32(), rulesVersion, teams };
  if (hashOf(engine, input) === hashOf(base, input)) continue;
  differ++;
  if (differ <= 3) console.log(`differs: ${JSON.stringify(input)}`);
}
console.log(`${n} battles under rules version ${rulesVersion} against ${commit.slice(0, 10)}: ${differ} differ`);
if (differ > 0) process.exit(1);
