import { playoutBatch } from './playoutBatch';
import { Rng } from './rng';
import type { BattleCatalog, TeamInput } from './types';

/** Win odds of team 0 against team 1 over many seeded battles. */
export interface WinOdds {
  battles: number;
  wins: number;
  losses: number;
  draws: number;
  /** wins / battles, permille (integer, floored). */
  winPermille: number;
}

/**
 * Plays `battles` battles of `teams` (team 0 is "us") with seeds drawn from sfc32 seeded by `seed`, so the same
 * arguments always give the same odds. Throws a BattleInputError on an invalid team, before playing.
 */
export function winOdds(teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, battles = 1000, seed = 1): WinOdds {
  if (!Number.isInteger(battles) || battles < 1) throw new RangeError(`battles must be a positive integer, got ${battles}`);
  const seeds = new Rng(seed);
  const playouts = playoutBatch(teams, catalog);
  const odds: WinOdds = { battles, wins: 0, losses: 0, draws: 0, winPermille: 0 };
  for (let i = 0; i < battles; i++) {
    const winner = playouts.play(seeds.nextU32());
    if (winner === 0) odds.wins++;
    else if (winner === 1) odds.losses++;
    else odds.draws++;
  }
  odds.winPermille = Math.floor((odds.wins * 1000) / battles);
  return odds;
}
