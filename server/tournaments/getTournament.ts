import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { TournamentDetail, TournamentSummary } from '../../src/contracts/tournaments/tournamentViews';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { tournamentDetailOf, tournamentSummaryOf } from './tournamentDetailOf';

/** A tournament as `viewerId` sees it (standings recomputed from its matches). */
export async function getTournament(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { id: string; viewerId: string }): Promise<Outcome<TournamentDetail, TournamentRefusalReason>> {
  const row = await deps.repositories.tournaments.get(deps.db, input.id);
  if (!row) return refuse('tournament_not_found');
  return succeed(await tournamentDetailOf(deps, row, input.viewerId));
}

/** Official tournaments and the private ones the player created or entered. */
export async function listTournaments(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { viewerId: string }): Promise<TournamentSummary[]> {
  const rows = await deps.repositories.tournaments.listFor(deps.db, input.viewerId);
  const counts = await deps.repositories.tournaments.entryCounts(deps.db, rows.map((r) => r.id), input.viewerId);
  return rows.map((r) => tournamentSummaryOf(r, counts.get(r.id) ?? { players: 0, joined: false }));
}
