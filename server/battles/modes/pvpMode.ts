import { PVP_ECONOMY } from '../../../src/content/economy/battleRewards';
import { BOT_NAMES, eloUpdate, PVP_RATING } from '../../../src/content/modes/pvpRating';
import { randomOpponent } from '../../../src/contracts/teams/opponents';
import { battleRepository } from '../../db/battleRepository';
import { rankingRepository } from '../../db/rankingRepository';
import { teamRepository } from '../../db/teamRepository';
import { refuseBattle } from '../battleRefused';
import { utcDayStart } from '../utcDay';
import type { BattleModeRules } from './battleModeRules';

/**
 * /random-player-battle: asynchronous PvP against another player's defence team, matched by Elo rating
 * (src/content/modes/pvpRating.ts): a random one of the nearest players within the window, or a bot (a random
 * balanced team like the player's, rated as the player) when nobody is near. A daily limit of starts; both
 * players' ratings move in the battle's transaction, their stats rows locked in account-id order.
 */
export const pvpMode: BattleModeRules = {
  mode: 'pvp',
  usesPlayerTeam: true,
  async prepare({ tx, playerId, team, now, random }) {
    if (!team) throw new Error('PvP needs the player\'s team');
    const used = await battleRepository.pvpStartedSince(tx, playerId, utcDayStart(now));
    if (used >= PVP_ECONOMY.dailyLimit) refuseBattle('daily_limit_reached', { limit: PVP_ECONOMY.dailyLimit });
    const rating = (await rankingRepository.stats(tx, playerId))?.rating ?? PVP_RATING.start;
    const candidates = await rankingRepository.pvpCandidates(tx, playerId, rating, PVP_RATING.window, PVP_RATING.candidates);
    const base = { defenderId: null, stageId: null, floor: null, staminaCost: PVP_ECONOMY.stamina };
    const pick = candidates.length > 0 ? candidates[random() % candidates.length]! : undefined;
    const defence = pick ? (await teamRepository.list(tx, pick.accountId)).find((t) => t.defence) : undefined;
    if (!pick || !defence || defence.units.length === 0) {
      const name = BOT_NAMES[random() % BOT_NAMES.length]!;
      return { ...base, teams: [team, randomOpponent(team, random())], opponent: { kind: 'bot', playerId: null, name } };
    }
    const units = defence.units.map(({ cardId, level, position }) => ({ cardId, level, position }));
    return {
      ...base,
      teams: [team, { units }],
      opponent: { kind: 'player', playerId: pick.accountId, name: await battleRepository.displayName(tx, pick.accountId) },
      defenderId: pick.accountId,
    };
  },
  async settle({ tx, playerId, now }, prepared, decision) {
    const defenderId = prepared.defenderId;
    const stats = await rankingRepository.lockStats(tx, defenderId ? [playerId, defenderId] : [playerId], now);
    const mine = stats.get(playerId)!;
    const theirs = defenderId ? stats.get(defenderId)! : undefined;
    const score = decision.winner === 0 ? 1 : decision.winner === 1 ? 0 : 0.5;
    // A bot is rated as the player, so a bot battle moves the player by ±K/2.
    const next = eloUpdate(mine.rating, theirs?.rating ?? mine.rating, score);
    const record = (won: boolean, lost: boolean) => ({ wins: won ? 1 : 0, losses: lost ? 1 : 0 });
    const a = record(score === 1, score === 0);
    await rankingRepository.updateStats(tx, playerId, {
      rating: next.attacker,
      pvpWins: mine.pvpWins + a.wins,
      pvpLosses: mine.pvpLosses + a.losses,
      pvpBattles: mine.pvpBattles + 1,
      updatedAt: now,
    });
    if (theirs && defenderId) {
      const d = record(score === 0, score === 1);
      await rankingRepository.updateStats(tx, defenderId, {
        rating: next.defender,
        pvpWins: theirs.pvpWins + d.wins,
        pvpLosses: theirs.pvpLosses + d.losses,
        pvpBattles: theirs.pvpBattles + 1,
        updatedAt: now,
      });
    }
    return {
      rewards: [...(score === 1 ? PVP_ECONOMY.win : PVP_ECONOMY.loss)],
      stars: null,
      firstClear: false,
      attackerRating: { before: mine.rating, after: next.attacker },
      defenderRating: theirs ? { before: theirs.rating, after: next.defender } : null,
    };
  },
};
