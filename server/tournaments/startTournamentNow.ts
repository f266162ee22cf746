import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import { type TournamentRow } from '../db/tournamentRepository';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { tournamentRoundJobKey } from './tournamentRoundJob';

/**
 * Brings a tournament that has not started forward to start at `now`, in one transaction (the row locked, so a join
 * finishes first): its start time and its first round's job move to `now`, and the server's round job starts it on
 * its next tick exactly as at a planned start (too few entrants cancel it and refund the fees, as then).
 */
export async function startTournamentNow(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { tournamentId: string; now: Date }): Promise<Outcome<TournamentRow, TournamentRefusalReason>> {
  return deps.db.transaction(async (tx) => {
    const found = await deps.repositories.tournaments.get(tx, input.tournamentId, true);
    if (!found) return refuse('tournament_not_found');
    if (found.status !== 'open' || found.roundsPlayed > 0) return refuse('tournament_closed');
    const change = { startsAt: input.now, nextRoundAt: input.now };
    await deps.repositories.tournaments.update(tx, found.id, change);
    // The first round's job exists from the tournament's creation; it is not done while the tournament is open.
    if (!(await deps.repositories.jobs.reschedule(tx, tournamentRoundJobKey(found.id, 1), input.now, input.now))) throw new Error(`tournament ${found.id} has no pending first-round job`);
    return succeed({ ...found, ...change });
  });
}
