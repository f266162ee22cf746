import { PVP_ECONOMY } from '../../../src/content/economy/battleRewards';
import { eloUpdate } from '../../../src/content/modes/pvpRating';
import { ratingWeight } from '../../fairPlay/fairPlay';
import { refuseBattle } from '../battleRefused';
import { utcDayStart } from '../utcDay';
import type { BattleModeRules } from './battleModeRules';

/**
 * /random-player-battle: asynchronous PvP against the opponent offered with the player's PvP seed commitment
 * (another player's defence team matched by Elo rating, or a bot when nobody is near: createSeedCommit.ts). A daily
 * limit of starts; both players' ratings move in the battle's transaction, their stats rows locked in account-id order.
 */
export const pvpMode: BattleModeRules = {
  mode: 'pvp',
  usesPlayerTeam: true,
  async prepare({ deps, playerId, team, now, matched }) {
    if (!team) throw new Error('PvP needs the player\'s team');
    // startBattle refuses a PvP battle whose commitment offers nobody (commit_wrong_mode).
    if (!matched) throw new Error('PvP needs the offered opponent');
    const opponent = matched;
    const used = await deps.repositories.battles.pvpStartedSince(deps.db, playerId, utcDayStart(now));
    if (used >= PVP_ECONOMY.dailyLimit) refuseBattle('daily_limit_reached', { limit: PVP_ECONOMY.dailyLimit });
    return {
      teams: [team, opponent.team],
      opponent: { kind: opponent.kind, playerId: opponent.playerId, name: opponent.name },
      defenderId: opponent.kind === 'player' ? opponent.playerId : null,
      stageId: null,
      floor: null,
      staminaCost: PVP_ECONOMY.stamina,
    };
  },
  async settle({ deps, playerId, now }, prepared, decision) {
    const defenderId = prepared.defenderId;
    const stats = await deps.repositories.rankings.lockStats(deps.db, defenderId ? [playerId, defenderId] : [playerId], now);
    const mine = stats.get(playerId)!;
    const theirs = defenderId ? stats.get(defenderId)! : undefined;
    const score = decision.winner === 0 ? 1 : decision.winner === 1 ? 0 : 0.5;
    // Fair play: accounts sharing sign-in evidence move no rating; repeated duels of a pair today move less.
    const weight = defenderId ? await ratingWeight(deps, playerId, defenderId, now) : 1;
    // A bot is rated as the player, so a bot battle moves the player by ±K/2.
    const next = eloUpdate(mine.rating, theirs?.rating ?? mine.rating, score, weight);
    // One side's new rating and PvP record (a draw counts as neither a win nor a loss).
    const settleSide = (accountId: string, stats: typeof mine, rating: number, won: boolean, lost: boolean) =>
      deps.repositories.rankings.updateStats(deps.db, accountId, {
        rating,
        pvpWins: stats.pvpWins + (won ? 1 : 0),
        pvpLosses: stats.pvpLosses + (lost ? 1 : 0),
        pvpBattles: stats.pvpBattles + 1,
        updatedAt: now,
      });
    await settleSide(playerId, mine, next.attacker, score === 1, score === 0);
    if (theirs && defenderId) await settleSide(defenderId, theirs, next.defender, score === 0, score === 1);
    return {
      rewards: [...(score === 1 ? PVP_ECONOMY.win : PVP_ECONOMY.loss)],
      stars: null,
      firstClear: false,
      attackerRating: { before: mine.rating, after: next.attacker },
      defenderRating: theirs ? { before: theirs.rating, after: next.defender } : null,
    };
  },
};
