import { BOT_NAMES, PVP_RATING } from '../../src/content/modes/pvpRating';
import type { AppDeps } from '../appDeps';
import { duelBot, BOT_VARIANTS } from '../../src/content/modes/searchedDefence';
import { opponentShape } from '../../src/rules/teams/opponents';
import type { TeamInput } from '../../src/engine';
import type { StoredOpponent } from '../db/battleSchema';

/**
 * Finds a PvP opponent for a player (docs/GAME_RULES.md "Player versus player"): a random one of the
 * {@link PVP_RATING.candidates} players nearest in rating within {@link PVP_RATING.window} who have a defence
 * team (their team at its copies' levels now), or, when nobody is near, a bot: one of the searched duel bots
 * shaped like `team` (size and mean level), rated as the player.
 */
export async function matchPvpOpponent(deps: Pick<AppDeps, 'db' | 'repositories'>, playerId: string, team: TeamInput, random: () => number): Promise<StoredOpponent> {
  const rating = (await deps.repositories.rankings.stats(deps.db, playerId))?.rating ?? PVP_RATING.start;
  const candidates = await deps.repositories.rankings.pvpCandidates(deps.db, playerId, rating, PVP_RATING.window, PVP_RATING.candidates);
  const pick = candidates.length > 0 ? candidates[random() % candidates.length]! : undefined;
  const defence = pick ? (await deps.repositories.teams.list(deps.db, pick.accountId)).find((t) => t.defence) : undefined;
  if (pick && defence && defence.units.length > 0) {
    return {
      kind: 'player',
      playerId: pick.accountId,
      name: await deps.repositories.battles.displayName(deps.db, pick.accountId),
      rating: pick.rating,
      team: { units: defence.units.map(({ cardId, level, position }) => ({ cardId, level, position })) },
    };
  }
  const { size, level } = opponentShape(team);
  const bot = duelBot(size, level, random() % BOT_VARIANTS);
  return { kind: 'bot', playerId: null, name: BOT_NAMES[random() % BOT_NAMES.length]!, rating, team: { units: [...bot.units] } };
}
