import { tournamentRepository } from '../db/tournamentRepository';
import { swissRoundCount } from '../domain/tournaments/swissStandings';
import { TOP_CUT_ROUNDS, TOP_CUT_SIZE } from '../domain/tournaments/topCutBracket';
import { finishTournament } from './finishTournament';
import { playTournamentRound } from './playTournamentRound';
import { refundEntries } from './refundEntries';
import type { TournamentDeps } from './tournamentDeps';

/** What one advance did: nothing was due, or which tournament it started, played a round of, finished or cancelled. */
export type AdvanceStep = { tournamentId: string; did: 'cancelled' | 'round' | 'finished'; round?: number } | null;

/**
 * Advances ONE due tournament by one step in one transaction (docs/SERVER.md "Background jobs"): the row is
 * claimed with `FOR UPDATE SKIP LOCKED`, so whatever the number of processes, a round is played by exactly one of
 * them and the others move on to other tournaments. At its start time a tournament with too few players is
 * cancelled (fees refunded); otherwise the Swiss rounds are fixed from its entrants (a top cut needs 8), a
 * fee-funded prize pool is split, and round 1 is played. Each later step plays the next round; the last one also
 * pays the prizes. A crash rolls the whole step back; the next tick redoes it.
 */
export async function advanceTournament(deps: TournamentDeps, now: Date): Promise<AdvanceStep> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tournamentRepository.claimDue(tx, now);
    if (!claimed) return null;
    let row = claimed;
    if (row.status === 'open') {
      const entries = await tournamentRepository.entries(tx, row.id);
      if (entries.length < row.minPlayers) {
        await refundEntries(tx, deps.ledger, row.id, entries);
        await tournamentRepository.update(tx, row.id, { status: 'cancelled', nextRoundAt: null, finishedAt: now });
        return { tournamentId: row.id, did: 'cancelled' };
      }
      const pool = entries.reduce((sum, e) => sum + e.feeHeld, 0);
      const prizes = row.prizeShares.length > 0 ? row.prizeShares.map((share) => Math.floor((pool * share) / 100)) : row.prizes;
      const start = { status: 'running', swissRounds: swissRoundCount(entries.length), topCut: row.topCut && entries.length >= TOP_CUT_SIZE, prizes };
      await tournamentRepository.update(tx, row.id, start);
      row = { ...row, ...start };
    }
    const round = row.roundsPlayed + 1;
    await playTournamentRound(tx, deps.simulate, row, round, now);
    const total = row.swissRounds + (row.topCut ? TOP_CUT_ROUNDS : 0);
    if (round >= total) {
      await tournamentRepository.update(tx, row.id, { roundsPlayed: round });
      await finishTournament(tx, deps.ledger, { ...row, roundsPlayed: round }, now);
      return { tournamentId: row.id, did: 'finished', round };
    }
    await tournamentRepository.update(tx, row.id, { roundsPlayed: round, nextRoundAt: new Date(now.getTime() + row.roundSeconds * 1000) });
    return { tournamentId: row.id, did: 'round', round };
  });
}

/** Advances due tournaments one step at a time until none is due (or `max` steps): a scheduler tick. */
export async function advanceDueTournaments(deps: TournamentDeps, now: () => Date, max = 20): Promise<AdvanceStep[]> {
  const steps: AdvanceStep[] = [];
  for (let i = 0; i < max; i += 1) {
    const step = await advanceTournament(deps, now());
    if (!step) break;
    steps.push(step);
  }
  return steps;
}
