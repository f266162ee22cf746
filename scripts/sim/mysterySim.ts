/**
 * npm run sim:mystery [-- draws]: draws the mystery box 10⁶ times (by default) with the server's own derivation
 * (mysteryDraw, from a random server seed, a client seed and nonces 0..n-1, pity carried from draw to draw) and
 * compares the rarity counts with the published long-run rates (mysteryEffectiveRates): per rarity the observed
 * share, the expected share, the deviation in standard errors, and Pearson's chi-square with 3 degrees of freedom
 * (critical value 11.34 at p = 0.01). Also the longest run without a pity rarity (must stay below the pity length)
 * and the spread of cards within each rarity (chi-square against uniform). Exits 1 when a check fails.
 */
import { randomBytes } from 'node:crypto';
import { RARITIES, type Rarity } from '../../src/engine/types';
import { mysteryDraw } from '../../src/rules/mystery/mysteryDraw';
import { MYSTERY_BOX, mysteryContents, mysteryEffectiveRates, pityRarities } from '../../src/content/economy/mysteryShop';

const draws = Number(process.argv[2] ?? 1_000_000);
const box = {
  oddsBp: MYSTERY_BOX.oddsBp,
  pity: MYSTERY_BOX.pity,
  contents: { common: [...mysteryContents('common')], rare: [...mysteryContents('rare')], epic: [...mysteryContents('epic')], legendary: [...mysteryContents('legendary')] },
};
const serverSeed = randomBytes(32).toString('hex');
const clientSeed = randomBytes(8).toString('hex');
const counts: Record<Rarity, number> = { common: 0, rare: 0, epic: 0, legendary: 0 };
const perCard = new Map<string, number>();
const high = pityRarities();
let pity = 0;
let longestDry = 0;
let dry = 0;
const started = Date.now();
for (let nonce = 0; nonce < draws; nonce += 1) {
  const result = mysteryDraw(box, serverSeed, clientSeed, nonce, pity);
  counts[result.rarity] += 1;
  perCard.set(result.cardId, (perCard.get(result.cardId) ?? 0) + 1);
  pity = result.pityAfter;
  dry = high.includes(result.rarity) ? 0 : dry + 1;
  longestDry = Math.max(longestDry, dry);
}
const seconds = (Date.now() - started) / 1000;
const expected = mysteryEffectiveRates();
let chi = 0;
let failed = false;
console.log(`mystery box v${MYSTERY_BOX.version}: ${draws.toLocaleString('en')} draws in ${seconds.toFixed(1)} s (server seed ${serverSeed.slice(0, 16)}…, client seed ${clientSeed})`);
console.log('rarity      observed    expected   base odds   deviation (σ)');
for (const r of RARITIES) {
  const p = expected[r];
  const observed = counts[r] / draws;
  const sigma = Math.sqrt((p * (1 - p)) / draws);
  const z = (observed - p) / sigma;
  chi += (counts[r] - p * draws) ** 2 / (p * draws);
  if (Math.abs(z) > 4) failed = true;
  console.log(`${r.padEnd(10)} ${(observed * 100).toFixed(3).padStart(8)} % ${(p * 100).toFixed(3).padStart(8)} % ${(MYSTERY_BOX.oddsBp[r] / 100).toFixed(2).padStart(8)} %   ${z >= 0 ? '+' : ''}${z.toFixed(2)}`);
}
console.log(`chi-square (3 df) = ${chi.toFixed(2)} (critical 11.34 at p = 0.01): ${chi < 11.34 ? 'matches the published rates' : 'DOES NOT MATCH'}`);
if (chi >= 11.34) failed = true;
console.log(`longest run without ${MYSTERY_BOX.pity.minRarity} or better: ${longestDry} (pity after ${MYSTERY_BOX.pity.after}: at most ${MYSTERY_BOX.pity.after - 1})`);
if (longestDry > MYSTERY_BOX.pity.after - 1) failed = true;
for (const r of RARITIES) {
  const cards = box.contents[r];
  const mean = counts[r] / cards.length;
  const chiCards = cards.reduce((sum, id) => sum + ((perCard.get(id) ?? 0) - mean) ** 2 / mean, 0);
  // 99th percentile of chi-square with k-1 df, by the Wilson–Hilferty approximation.
  const k = cards.length - 1;
  const critical = k * (1 - 2 / (9 * k) + 2.326 * Math.sqrt(2 / (9 * k))) ** 3;
  console.log(`cards within ${r}: chi-square (${k} df) = ${chiCards.toFixed(2)} (critical ${critical.toFixed(2)}): ${chiCards < critical ? 'uniform' : 'NOT UNIFORM'}`);
  if (chiCards >= critical) failed = true;
}
process.exit(failed ? 1 : 0);
