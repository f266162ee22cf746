/** The spike's team pair and tables: what both models and the drivers start from. */
import * as engine from '../../../src/engine';
import { cellDistance } from '../../../src/engine/board';
import { matchupByIndex } from '../../../src/engine/elements';
import { permille } from '../../../src/engine/permille';
import { cardCatalog, randomBalancedTeams } from '../../../src/content';

/** The bench's first team pair (scripts/bench.ts: Rng(2024), then randomBalancedTeams), played under rules version 2. */
export const teams = randomBalancedTeams(new engine.Rng(2024));
/** Rules version 2's card set. */
export const catalog = cardCatalog.olderVersions?.get(2) ?? cardCatalog;

const opened = new engine.Battle({ rulesVersion: 2, teams, seed: 1 }, catalog, { record: false });
(opened as unknown as { open(): void }).open();
const W = engine.RULES.board.width;

/** Each unit after the opening (synergies applied), in layout.ts's row order: the effective stats the model keeps fixed. */
export const rows = opened.units.map((u) => [
  u.team, u.y * W + u.x, u.health, opened.attackOf(u), opened.magicOf(u),
  permille(u.defense, Math.max(0, 1000 + u.mods.defense)), permille(u.magicResistance, Math.max(0, 1000 + u.mods.magicResistance)),
  opened.speedOf(u), u.card.range, u.elementIndex, u.critChance + u.mods.critChance, u.critDamage,
  u.card.attackType === 'physical' ? 0 : u.card.attackType === 'magic' ? 1 : 2, opened.targetRules[u.uid]!, u.elementalBonus,
  u.mods.damageTaken, u.mods.damageDealt,
]);
/** The engine's cell distance table (28 cells). */
export const distance = new Int8Array(28 * 28).map((_, i) => cellDistance(Math.floor(i / 28), i % 28));
/** The engine's element matchup table (6 elements). */
export const matchups = new Int8Array(36).map((_, i) => matchupByIndex(Math.floor(i / 6), i % 6));

/** `count` seeds from sfc32 seeded by 7, as int32 (what the models take). */
export function spikeSeeds(count: number): Int32Array {
  const rng = new engine.Rng(7);
  return Int32Array.from({ length: count }, () => rng.nextU32() | 0);
}
