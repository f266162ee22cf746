import { FormationSearch, Rng, type BattleCatalog, type TeamInput } from '../../engine';
import { cardCatalog } from '../catalog';
import { randomBalancedTeams } from '../randomTeams';

/** How hard a bot or a tower floor thinks about its placement (the formation coach's search, smaller). */
export const DEFENCE_SEARCH = {
  /** Random balanced teams of the defence's size and level it expects to meet. */
  attackers: 16,
  /** Placements considered (the role placement is the first). */
  candidates: 24,
  /** Battles each candidate plays in the first halving round (doubled every round). */
  firstRoundBattles: 16,
  /** Fresh battles the best and the role placement each play before the best is kept. */
  checkBattles: 256,
} as const;

/**
 * `team`'s cards placed by the formation search against a field of likely attackers (random balanced teams of its
 * size and mean level), all drawn from `seed`: the same seed always gives the same placement. The search starts
 * from `team`'s own placement and keeps it unless another wins significantly more on fresh seeds. `catalog` is the
 * game's card set unless the balance lab judges a candidate one.
 */
export function searchedDefence(team: TeamInput, seed: number, catalog: BattleCatalog = cardCatalog): TeamInput {
  const rng = new Rng(seed);
  const size = team.units.length;
  const level = Math.round(team.units.reduce((sum, u) => sum + u.level, 0) / Math.max(1, size));
  const opponents = Array.from({ length: DEFENCE_SEARCH.attackers }, () => randomBalancedTeams(rng, size, level)[0]);
  const search = new FormationSearch({
    team, bench: [], opponents, seed: rng.nextU32(), candidates: DEFENCE_SEARCH.candidates,
    firstRoundBattles: DEFENCE_SEARCH.firstRoundBattles, checkBattles: DEFENCE_SEARCH.checkBattles,
  }, catalog);
  return search.run().team;
}

/** Distinct duel bots per team shape (size and level): each is searched once per server process, then cached. */
export const BOT_VARIANTS = 64;

const bots = new Map<string, TeamInput>();

/**
 * Duel bot number `variant` (0 ≤ variant < {@link BOT_VARIANTS}) for a team of `size` units at `level`: a random
 * balanced team drawn from the variant's seed, placed by {@link searchedDefence} from the same seed, so a bot is
 * the same every time. The search costs a few hundred milliseconds, so each bot is cached after its first use.
 */
export function duelBot(size: number, level: number, variant: number): TeamInput {
  const key = `${size}:${level}:${variant}`;
  let bot = bots.get(key);
  if (!bot) {
    const seed = (0xb07 ^ Math.imul(size, 0x9e3779b1) ^ Math.imul(level, 0x85ebca6b) ^ Math.imul(variant + 1, 0xc2b2ae35)) >>> 0;
    bot = searchedDefence(randomBalancedTeams(new Rng(seed), size, level)[1], seed);
    bots.set(key, bot);
  }
  return bot;
}
