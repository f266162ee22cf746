/**
 * `npm run replay -- --seed N (--teams <file.json> | --random) [--rules-version V] [--lng en|ru|zh]`: plays one
 * battle and prints its combat log (the same lines, from the same translations, as the /battle screen's log:
 * src/services/replay/battleLog.ts), the final battle hash and the replay link. The file holds
 * `{ "teams": [TeamInput, TeamInput] }` or just the two-team array; `--random` plays the "Watch a battle" teams
 * of that seed; `--json` prints the raw events instead of the log; `--quiet` only the verdict and hash.
 * `npm run replay -- --input <battle.json> [--expect <hash>]`: re-runs a stored battle input
 * `{ seed, rulesVersion, teams }` and, with --expect, checks its hash (exit 1 on a mismatch): how anyone verifies
 * a battle (docs/GAME_RULES.md "Checking a battle").
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Battle, battleVerdict, RULES, rulesVersionSpec } from '../src/engine';
import { cardCatalog } from '../src/content';
import { battleInputSchema } from '../src/contracts/battles';
import { encodeReplay, randomBattleInput, replayPath } from '../src/contracts/replay';
import { battleLog } from '../src/services/replay/battleLog';
import { localeTranslate } from './battle/localeTranslate';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    teams: { type: 'string' },
    random: { type: 'boolean', default: false },
    input: { type: 'string' },
    'rules-version': { type: 'string' },
    expect: { type: 'string' },
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    lng: { type: 'string', default: 'en' },
  },
});
const usage =
  'usage: npm run replay -- (--seed N (--teams <file.json> | --random) [--rules-version V] | --input <battle.json>) [--expect <hash>] [--lng en|ru|zh] [--json | --quiet]';

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

let candidate: unknown;
if (values.input !== undefined) {
  candidate = readJson(values.input);
} else if (values.seed !== undefined && (values.teams !== undefined || values.random)) {
  const seed = Number(values.seed);
  const rulesVersion = values['rules-version'] === undefined ? RULES.version : Number(values['rules-version']);
  let teams: unknown;
  if (values.teams === undefined) teams = randomBattleInput(seed).teams;
  else {
    const raw = readJson(values.teams);
    teams = Array.isArray(raw) ? raw : (raw as { teams?: unknown }).teams;
  }
  candidate = { seed, rulesVersion, teams };
} else {
  console.error(usage);
  process.exit(2);
}
const parsed = battleInputSchema.safeParse(candidate);
if (!parsed.success) {
  console.error(`invalid battle input:\n${parsed.error.issues.map((i) => `  ${i.path.join('.') || 'input'}: ${i.message}`).join('\n')}`);
  process.exit(2);
}
const battle = new Battle(parsed.data, cardCatalog, { hash: true });
const verdict = battleVerdict(battle);
if (values.json) {
  console.log(JSON.stringify(battle.log, null, 2));
} else if (!values.quiet) {
  const t = await localeTranslate(values.lng);
  for (const line of battleLog(battle.log, t)) console.log(`${'  '.repeat(line.depth)}${line.text}`);
}
const version = parsed.data.rulesVersion;
console.log(`\nrules version ${version} (${rulesVersionSpec(version)!.hash}), winner ${verdict.winner ?? 'none (draw)'} by ${verdict.reason} after ${verdict.rounds} rounds`);
console.log(`hash ${verdict.hash}`);
if (!values.quiet) console.log(`replay ${replayPath(encodeReplay(parsed.data, verdict.hash))}`);
if (values.expect !== undefined) {
  if (values.expect.toLowerCase() === verdict.hash) console.log('verified: the hash matches');
  else {
    console.error(`MISMATCH: expected ${values.expect}, the re-run gives ${verdict.hash}`);
    process.exit(1);
  }
}
