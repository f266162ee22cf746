/**
 * `npm run simulate -- --battles 10000 [--seed 1] [--level 1] [--size 6]`: plays random balanced battles and
 * prints win rates by synergy family and by card, the distribution of battle length and how often the turn cap
 * decides. Balance targets: every family 45–55%, turn cap under 1%.
 */
import { parseArgs } from 'node:util';
import { Rng, RULES, simulate } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';
import { BalanceStats } from './battle/balanceStats';

const { values } = parseArgs({
  options: {
    battles: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    level: { type: 'string', default: '1' },
    size: { type: 'string', default: '6' },
  },
});
const battles = Number(values.battles);
const rng = new Rng(Number(values.seed));
const stats = new BalanceStats();
for (let i = 0; i < battles; i++) {
  const teams = randomBalancedTeams(rng, Number(values.size), Number(values.level));
  stats.add(simulate({ seed: rng.nextU32(), rulesVersion: RULES.version, teams }, cardCatalog));
}
console.log(stats.report());
