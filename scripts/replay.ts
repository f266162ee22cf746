/**
 * `npm run replay -- --seed N --teams <file.json>`: plays one battle and prints a readable combat log and the
 * final battle hash. The file holds `{ "teams": [TeamInput, TeamInput] }` or just the two-team array;
 * `--json` prints the raw events instead of the log; `--rules-version V` plays under an older supported version.
 * `npm run replay -- --input <battle.json> [--expect <hash>]`: re-runs a stored battle input
 * `{ seed, rulesVersion, teams }` and, with --expect, checks its hash (exit 1 on a mismatch): how anyone verifies
 * a battle (docs/GAME_RULES.md "Checking a battle").
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Battle, battleVerdict, RULES, rulesVersionSpec, type BattleStartEvent } from '../src/engine';
import { cardCatalog } from '../src/content';
import { battleInputSchema } from '../src/contracts/battle';
import { formatEvent } from './battle/formatEvent';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    teams: { type: 'string' },
    input: { type: 'string' },
    'rules-version': { type: 'string' },
    expect: { type: 'string' },
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
const usage = 'usage: npm run replay -- (--seed N --teams <file.json> [--rules-version V] | --input <battle.json>) [--expect <hash>] [--json | --quiet]';

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

let candidate: unknown;
if (values.input !== undefined) {
  candidate = readJson(values.input);
} else if (values.seed !== undefined && values.teams !== undefined) {
  const raw = readJson(values.teams);
  const teams = Array.isArray(raw) ? raw : (raw as { teams?: unknown }).teams;
  const rulesVersion = values['rules-version'] === undefined ? RULES.version : Number(values['rules-version']);
  candidate = { seed: Number(values.seed), rulesVersion, teams };
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
  const units = (battle.log[0] as BattleStartEvent).units;
  for (const e of battle.log) console.log(formatEvent(e, units));
}
const version = parsed.data.rulesVersion;
console.log(`\nrules version ${version} (${rulesVersionSpec(version)!.hash}), winner ${verdict.winner ?? 'none (draw)'} by ${verdict.reason} after ${verdict.rounds} rounds`);
console.log(`hash ${verdict.hash}`);
if (values.expect !== undefined) {
  if (values.expect.toLowerCase() === verdict.hash) console.log('verified: the hash matches');
  else {
    console.error(`MISMATCH: expected ${values.expect}, the re-run gives ${verdict.hash}`);
    process.exit(1);
  }
}
