import { Battle, type BattleOptions } from './battle';
import { jsRules } from './combat/jsRules';
import type { EndReason } from './events';
import { playoutBatch } from './playoutBatch';
import { Rng } from './rng';
import { RULES } from './rules';
import type { BattleCatalog, BattleInput, Team, TeamInput } from './types';

/** How a battle ended, without its events. */
export interface BattleOutcome {
  winner: Team | null;
  reason: EndReason;
  rounds: number;
  /** Each unit's final health, by uid (0: dead; the survivors are the units above 0). */
  health: number[];
}

const PLAYOUT: BattleOptions = { record: false, jsRules };

/**
 * The JS playout: plays a battle for its outcome only, in the JS rule code (combat/jsRules.ts) with event emission
 * compiled out (no event object, string or array is built), so it decides the same battle as the full run: same
 * winner, reason, rounds and final health of every unit (property-tested over every card). The oracle the batch
 * ({@link playoutBatch}, WebAssembly, what the product plays) is tested against; only tests and tools call it.
 */
export function battleOutcome(input: BattleInput, catalog: BattleCatalog, options?: Omit<BattleOptions, 'record' | 'hash'>): BattleOutcome {
  const battle = new Battle(input, catalog, options ? { ...options, record: false, jsRules } : PLAYOUT);
  battle.runToEnd();
  const units = battle.units;
  const health = new Array<number>(units.length);
  for (let i = 0; i < units.length; i++) health[i] = units[i]!.health;
  return { winner: battle.winner, reason: battle.reason!, rounds: battle.round, health };
}

/**
 * Many playouts of the same two teams under different seeds in the JS engine: the input is validated and the teams
 * deployed once, and each seed restores the opened battle in place (see {@link Battle.replay}). Each result equals
 * `battleOutcome` with that seed. The product plays {@link playoutBatch} (WebAssembly) instead; this stays as the
 * oracle its equivalence test and the bench compare it with.
 */
export class Playouts {
  private readonly battle: Battle;

  /** Throws a BattleInputError on an invalid team, before playing. */
  constructor(teams: readonly [TeamInput, TeamInput], catalog: BattleCatalog, rulesVersion: number = RULES.version) {
    this.battle = new Battle({ seed: 0, rulesVersion, teams }, catalog, PLAYOUT);
  }

  /** Plays the battle under `seed`; returns the winner (then read {@link rounds}, {@link reason}, {@link health}). */
  play(seed: number): Team | null {
    this.battle.replay(seed);
    return this.battle.winner;
  }

  /** Rounds of the last playout. */
  get rounds(): number {
    return this.battle.round;
  }

  /** How the last playout ended. */
  get reason(): EndReason {
    return this.battle.reason!;
  }

  /** Final health of unit `uid` in the last playout (0: dead). */
  health(uid: number): number {
    return this.battle.units[uid]!.health;
  }

  /** Units in the battle (team 0's first). */
  get unitCount(): number {
    return this.battle.units.length;
  }
}

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
