/**
 * `npm run replay -- --seed N --teams <file.json>`: plays one battle and prints a readable combat log and the
 * final event-stream hash. The file holds `{ "teams": [TeamInput, TeamInput] }` or just the two-team array;
 * `--json` prints the raw events instead of the log.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hashEvents, RULES, simulate, type BattleStartEvent } from '../src/engine';
import { cardCatalog } from '../src/content';
import { battleInputSchema } from '../src/contracts/battle';
import { formatEvent } from './battle/formatEvent';

const { values } = parseArgs({
  options: { seed: { type: 'string' }, teams: { type: 'string' }, json: { type: 'boolean', default: false } },
});
if (values.seed === undefined || values.teams === undefined) {
  console.error('usage: npm run replay -- --seed N --teams <file.json> [--json]');
  process.exit(2);
}
const raw: unknown = JSON.parse(readFileSync(values.teams, 'utf8'));
const teams = Array.isArray(raw) ? raw : (raw as { teams?: unknown }).teams;
const parsed = battleInputSchema.safeParse({ seed: Number(values.seed), rulesVersion: RULES.version, teams });
if (!parsed.success) {
  console.error(`invalid battle input:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(2);
}
const events = simulate(parsed.data, cardCatalog);
if (values.json) {
  console.log(JSON.stringify(events, null, 2));
} else {
  const units = (events[0] as BattleStartEvent).units;
  for (const e of events) console.log(formatEvent(e, units));
}
console.log(`\nhash ${hashEvents(events)}`);
