import type { AppDeps } from '../appDeps';
import { type TournamentRow } from '../db/tournamentRepository';
import { swissRoundCount } from '../domain/tournaments/swissStandings';
import { TOP_CUT_ROUNDS, TOP_CUT_SIZE } from '../domain/tournaments/topCutBracket';
import { finishTournament } from './finishTournament';
import { playTournamentRound } from './playTournamentRound';
import { refundEntries } from './refundEntries';

/** What one step did to a tournament (nothing: it was already over), and when its next round is due. */
export type AdvanceStep = { did: 'cancelled' | 'finished' | 'nothing'; round?: number } | { did: 'round'; round: number; nextRoundAt: Date };

/**
 * Advances a tournament by one step inside the caller's transaction, which holds its row lock (the tournament's
 * job step, docs/SERVER.md "Background jobs"). At its start time a tournament with too few players is cancelled
 * (fees refunded); otherwise the Swiss rounds are fixed from its entrants (a top cut needs 8), a fee-funded prize
 * pool is split, and round 1 is played. Each later step plays the next round; the last one also pays the prizes.
 */
export async function advanceTournament(deps: Pick<AppDeps, 'db' | 'repositories' | 'simulate'>, locked: TournamentRow, now: Date): Promise<AdvanceStep> {
  let row = locked;
  if (row.status !== 'open' && row.status !== 'running') return { did: 'nothing' };
  if (row.status === 'open') {
    const entries = await deps.repositories.tournaments.entries(deps.db, row.id);
    if (entries.length < row.minPlayers) {
      await refundEntries(deps, row.id, entries);
      await deps.repositories.tournaments.update(deps.db, row.id, { status: 'cancelled', nextRoundAt: null, finishedAt: now });
      return { did: 'cancelled' };
    }
    const pool = entries.reduce((sum, e) => sum + e.feeHeld, 0);
    const prizes = row.prizeShares.length > 0 ? row.prizeShares.map((share) => Math.floor((pool * share) / 100)) : row.prizes;
    const start = { status: 'running', swissRounds: swissRoundCount(entries.length), topCut: row.topCut && entries.length >= TOP_CUT_SIZE, prizes };
    await deps.repositories.tournaments.update(deps.db, row.id, start);
    row = { ...row, ...start };
  }
  const round = row.roundsPlayed + 1;
  await playTournamentRound(deps, row, round, now);
  const total = row.swissRounds + (row.topCut ? TOP_CUT_ROUNDS : 0);
  if (round >= total) {
    await deps.repositories.tournaments.update(deps.db, row.id, { roundsPlayed: round });
    await finishTournament(deps, { ...row, roundsPlayed: round }, now);
    return { did: 'finished', round };
  }
  const nextRoundAt = new Date(now.getTime() + row.roundSeconds * 1000);
  await deps.repositories.tournaments.update(deps.db, row.id, { roundsPlayed: round, nextRoundAt });
  return { did: 'round', round, nextRoundAt };
}
