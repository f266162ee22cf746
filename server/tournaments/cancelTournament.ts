import { succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { TournamentDetail } from '../../src/contracts/tournaments/tournamentViews';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { refundEntries } from './refundEntries';
import type { TournamentDeps } from './tournamentDeps';
import { tournamentDetailOf } from './tournamentDetailOf';
import { refuseTournament, TournamentRefused } from './tournamentRefused';

/**
 * Cancels a tournament that has not started, in one transaction (the row locked): every held fee refunded once.
 * `by` is the player asking (only a private tournament's creator may) or null for the admin command.
 */
export async function cancelTournament(deps: Pick<TournamentDeps, 'db' | 'repositories'>, input: { tournamentId: string; by: string | null; now: Date }): Promise<Outcome<TournamentDetail, TournamentRefusalReason>> {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const found = await deps.repositories.tournaments.get(tx, input.tournamentId, true);
      if (!found) return refuseTournament('tournament_not_found');
      if (input.by !== null && found.createdBy !== input.by) refuseTournament('not_creator');
      if (found.status === 'cancelled') return found;
      if (found.status !== 'open') refuseTournament('tournament_closed');
      await refundEntries({ ...deps, db: tx }, found.id, await deps.repositories.tournaments.entries(tx, found.id));
      const change = { status: 'cancelled', nextRoundAt: null, finishedAt: input.now };
      await deps.repositories.tournaments.update(tx, found.id, change);
      return { ...found, ...change };
    });
    return succeed(await tournamentDetailOf(deps, row, input.by ?? ''));
  } catch (error) {
    if (error instanceof TournamentRefused) return error.refusal;
    throw error;
  }
}
