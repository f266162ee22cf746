import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { TournamentDetail, TournamentSummary } from '../../src/contracts/tournaments/tournamentViews';
import type { Db } from '../db/database';
import { tournamentRepository } from '../db/tournamentRepository';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import { tournamentDetailOf, tournamentSummaryOf } from './tournamentDetailOf';

/** A tournament as `viewerId` sees it (standings recomputed from its matches). */
export async function getTournament(db: Db, input: { id: string; viewerId: string }): Promise<Outcome<TournamentDetail, TournamentRefusalReason>> {
  const row = await tournamentRepository.get(db, input.id);
  if (!row) return refuse('tournament_not_found');
  return succeed(await tournamentDetailOf(db, row, input.viewerId));
}

/** Official tournaments and the private ones the player created or entered. */
export async function listTournaments(db: Db, input: { viewerId: string }): Promise<TournamentSummary[]> {
  const rows = await tournamentRepository.listFor(db, input.viewerId);
  const counts = await tournamentRepository.entryCounts(db, rows.map((r) => r.id), input.viewerId);
  return rows.map((r) => tournamentSummaryOf(r, counts.get(r.id) ?? { players: 0, joined: false }));
}
