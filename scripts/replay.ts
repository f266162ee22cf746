/**
 * `npm run replay -- --seed N --teams <file.json> [--lng en|ru|zh]`: plays one battle and prints its combat
 * log (the same lines, from the same translations, as the /battle screen's log: src/services/replay/battleLog.ts)
 * and the final event-stream hash. The file holds `{ "teams": [TeamInput, TeamInput] }` or just the two-team
 * array; `--random` plays the "Watch a battle" teams of that seed instead; `--json` prints the raw events.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hashEvents, RULES, simulate } from '../src/engine';
import { cardCatalog } from '../src/content';
import { battleInputSchema } from '../src/contracts/battle';
import { encodeReplay, randomBattleInput, replayPath } from '../src/contracts/replay';
import { battleLog } from '../src/services/replay/battleLog';
import { localeTranslate } from './battle/localeTranslate';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' }, teams: { type: 'string' }, random: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false }, lng: { type: 'string', default: 'en' },
  },
});
if (values.seed === undefined || (values.teams === undefined && !values.random)) {
  console.error('usage: npm run replay -- --seed N (--teams <file.json> | --random) [--lng en|ru|zh] [--json]');
  process.exit(2);
}
const raw: unknown = values.teams === undefined ? null : JSON.parse(readFileSync(values.teams, 'utf8'));
const teams = values.random ? randomBattleInput(Number(values.seed)).teams : Array.isArray(raw) ? raw : (raw as { teams?: unknown }).teams;
const parsed = battleInputSchema.safeParse({ seed: Number(values.seed), rulesVersion: RULES.version, teams });
if (!parsed.success) {
  console.error(`invalid battle input:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(2);
}
const events = simulate(parsed.data, cardCatalog);
const hash = hashEvents(events);
if (values.json) {
  console.log(JSON.stringify(events, null, 2));
} else {
  const t = await localeTranslate(values.lng);
  for (const line of battleLog(events, t)) console.log(`${'  '.repeat(line.depth)}${line.text}`);
}
console.log(`\nhash ${hash}`);
console.log(`replay ${replayPath(encodeReplay(parsed.data, hash))}`);
