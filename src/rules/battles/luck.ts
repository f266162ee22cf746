import { wilsonInterval, type WinOddsInput, type WinOddsResult } from '../../contracts/battles/winOdds';

/** How many re-simulations a luck report plays. */
export const LUCK_BATTLES = 1000;

/** The two teams and seed of a battle that was played (the engine's BattleInput, as far as the report needs it). */
export interface PlayedBattle {
  seed: number;
  teams: readonly [PlayedTeam, PlayedTeam];
}

/** One side of a played battle. */
interface PlayedTeam {
  readonly units: readonly WinOddsInput['team']['units'][number][];
}

/**
 * The first seed of a battle's re-simulations, derived from the battle's seed (a 32-bit mix, so neighbouring
 * battles do not share seeds): the same battle always gets the same report.
 */
export function luckSeed(battleSeed: number): number {
  let h = Math.imul((battleSeed ^ 0x1c4b7a3d) >>> 0, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The win-odds run behind a battle's luck report: its teams on their own sides, N seeds derived from its seed. */
export function luckInput(battle: PlayedBattle, battles = LUCK_BATTLES): WinOddsInput {
  return { team: { units: [...battle.teams[0].units] }, opponent: { units: [...battle.teams[1].units] }, battles, seed: luckSeed(battle.seed), sides: 'fixed' };
}

/** Where a battle's outcome falls among its re-simulations. */
export type LuckBand = 'upset' | 'close' | 'expected';

/** What a luck report says about one battle. */
export interface LuckReport {
  /** The side that won the battle (null: it was a draw). */
  winner: 0 | 1 | null;
  /** How often this outcome (that side winning, or a draw) came out of the re-simulations. */
  probability: number;
  /** 95 % interval of {@link probability}. */
  low: number;
  high: number;
  battles: number;
  band: LuckBand;
}

/** Below this the outcome was an upset, above 1 - this it was expected. */
const UPSET = 0.35;

/** Reads a battle's luck from the win odds of its team 0 under the same sides (see {@link luckInput}). */
export function luckReport(winner: 0 | 1 | null, odds: WinOddsResult): LuckReport {
  const n = odds.battles;
  const count = winner === 0 ? odds.wins : winner === 1 ? odds.losses : odds.draws;
  const probability = n > 0 ? count / n : 0;
  const { low, high } = wilsonInterval(count, n);
  const band: LuckBand = probability < UPSET ? 'upset' : probability > 1 - UPSET ? 'expected' : 'close';
  return { winner, probability, low, high, battles: n, band };
}
