import type { Standing, TournamentDetail, TournamentMatch, TournamentSummary } from '../../src/contracts/tournaments/tournamentViews';
import type { AppDeps } from '../appDeps';
import type { TournamentRules } from '../../src/contracts/tournaments/tournamentRules';
import type { TournamentStatus } from '../../src/contracts/tournaments/tournamentViews';
import { type EntryRow, type MatchRow, type TournamentRow } from '../db/tournamentRepository';
import { swissStandings, type PlayedMatch } from '../domain/tournaments/swissStandings';

/** The list form of a tournament. */
export function tournamentSummaryOf(row: TournamentRow, counts: { players: number; joined: boolean }): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TournamentSummary['kind'],
    status: row.status as TournamentStatus,
    startsAt: row.startsAt.toISOString(),
    players: counts.players,
    maxPlayers: row.maxPlayers,
    entryFee: row.entryFee,
    prizes: row.prizes,
    swissRounds: row.swissRounds,
    topCut: row.topCut,
    roundsPlayed: row.roundsPlayed,
    rules: row.rules as TournamentRules,
    joined: counts.joined,
  };
}

/** The Swiss matches in the form the standings read. */
export function playedSwiss(matches: readonly MatchRow[]): PlayedMatch[] {
  return matches.filter((m) => m.stage === 'swiss').map((m) => ({ a: m.playerA, b: m.playerB, result: m.result as PlayedMatch['result'] }));
}

/**
 * The standings: once finished, by final place (with prizes); before, the Swiss standings recomputed from the
 * stored matches (nothing else is stored, so they cannot disagree).
 */
export function standingsOf(row: TournamentRow, entries: readonly EntryRow[], matches: readonly MatchRow[]): Standing[] {
  const byId = new Map(entries.map((e) => [e.accountId, e]));
  const lines = swissStandings(entries.map((e) => e.accountId), playedSwiss(matches));
  const lineOf = new Map(lines.map((l) => [l.playerId, l]));
  const finished = row.status === 'finished';
  const order = finished ? [...entries].sort((x, y) => (x.place ?? 0) - (y.place ?? 0)).map((e) => e.accountId) : lines.map((l) => l.playerId);
  return order.map((id, i) => {
    const l = lineOf.get(id)!;
    return { rank: i + 1, playerId: id, name: byId.get(id)!.displayName, score: l.score, buchholz: l.buchholz, wins: l.wins, draws: l.draws, losses: l.losses, prize: byId.get(id)!.prize };
  });
}

/** Reads a tournament with its standings, matches and seeds as `viewerId` may see it (the invite code to its creator). */
export async function tournamentDetailOf(deps: Pick<AppDeps, 'db' | 'repositories'>, row: TournamentRow, viewerId: string): Promise<TournamentDetail> {
  const [entries, matches, seeds] = await Promise.all([deps.repositories.tournaments.entries(deps.db, row.id), deps.repositories.tournaments.matches(deps.db, row.id), deps.repositories.tournaments.seeds(deps.db, row.id)]);
  const names = new Map(entries.map((e) => [e.accountId, e.displayName]));
  const side = (id: string) => ({ playerId: id, name: names.get(id) ?? '' });
  const matchViews: TournamentMatch[] = matches.map((m) => ({
    round: m.round,
    table: m.tableNo,
    stage: m.stage as TournamentMatch['stage'],
    a: side(m.playerA),
    b: m.playerB ? side(m.playerB) : null,
    battleId: m.battleId,
    result: m.result as TournamentMatch['result'],
  }));
  const createdByMe = row.createdBy === viewerId;
  return {
    ...tournamentSummaryOf(row, { players: entries.length, joined: names.has(viewerId) }),
    inviteCode: createdByMe ? row.inviteCode : null,
    createdByMe,
    nextRoundAt: row.nextRoundAt?.toISOString() ?? null,
    standings: standingsOf(row, entries, matches),
    matches: matchViews,
    seeds: seeds.map((s) => ({ round: s.round, serverSeedHash: s.serverSeedHash, serverSeed: s.revealed ? s.serverSeed : null })),
  };
}
