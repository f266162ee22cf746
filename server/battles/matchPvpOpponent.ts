import { BOT_NAMES, PVP_RATING } from '../../src/content/modes/pvpRating';
import { duelBot, BOT_VARIANTS } from '../../src/content/modes/searchedDefence';
import { opponentShape } from '../../src/rules/teams/opponents';
import type { TeamInput } from '../../src/engine';
import { battleRepository } from '../db/battleRepository';
import type { StoredOpponent } from '../db/battleSchema';
import type { Db } from '../db/database';
import { rankingRepository } from '../db/rankingRepository';
import { teamRepository } from '../db/teamRepository';

/**
 * Finds a PvP opponent for a player (docs/GAME_RULES.md "Player versus player"): a random one of the
 * {@link PVP_RATING.candidates} players nearest in rating within {@link PVP_RATING.window} who have a defence
 * team (their team at its copies' levels now), or, when nobody is near, a bot: one of the searched duel bots
 * shaped like `team` (size and mean level), rated as the player.
 */
export async function matchPvpOpponent(db: Db, playerId: string, team: TeamInput, random: () => number): Promise<StoredOpponent> {
  const rating = (await rankingRepository.stats(db, playerId))?.rating ?? PVP_RATING.start;
  const candidates = await rankingRepository.pvpCandidates(db, playerId, rating, PVP_RATING.window, PVP_RATING.candidates);
  const pick = candidates.length > 0 ? candidates[random() % candidates.length]! : undefined;
  const defence = pick ? (await teamRepository.list(db, pick.accountId)).find((t) => t.defence) : undefined;
  if (pick && defence && defence.units.length > 0) {
    return {
      kind: 'player',
      playerId: pick.accountId,
      name: await battleRepository.displayName(db, pick.accountId),
      rating: pick.rating,
      team: { units: defence.units.map(({ cardId, level, position }) => ({ cardId, level, position })) },
    };
  }
  const { size, level } = opponentShape(team);
  const bot = duelBot(size, level, random() % BOT_VARIANTS);
  return { kind: 'bot', playerId: null, name: BOT_NAMES[random() % BOT_NAMES.length]!, rating, team: { units: [...bot.units] } };
}
