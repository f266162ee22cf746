import type { AppDeps } from '../appDeps';
import { type TournamentRow } from '../db/tournamentRepository';
import { serverKey } from '../domain/economy/ledgerKey';
import { finalPlaces } from '../domain/tournaments/finalPlaces';
import { prizeWithheld } from './prizeFairPlay';
import { playedSwiss } from './tournamentDetailOf';

/**
 * Ends a tournament after its last round, in the round's transaction: final places (the cut decides the top 8),
 * prizes by place paid through the ledger under the tournament's server key (once per player, whatever retries),
 * unless fair play withholds one; entries get their place and what they were paid; the row is finished.
 */
export async function finishTournament(deps: Pick<AppDeps, 'db' | 'repositories'>, row: TournamentRow, now: Date): Promise<void> {
  const [entries, matches] = await Promise.all([deps.repositories.tournaments.entries(deps.db, row.id), deps.repositories.tournaments.matches(deps.db, row.id)]);
  const cut = matches
    .filter((m) => m.stage === 'cut')
    .map((m) => ({ cutRound: m.round - row.swissRounds, a: m.playerA, b: m.playerB!, winner: m.result === 'b' ? m.playerB! : m.playerA }));
  const places = finalPlaces(entries.map((e) => e.accountId), playedSwiss(matches), cut);
  for (const [index, playerId] of places.entries()) {
    const due = row.prizes[index] ?? 0;
    const paid = due > 0 && !(await prizeWithheld(deps, playerId, matches, now)) ? due : 0;
    if (paid > 0) {
      await deps.repositories.ledger.post(deps.db, { accountId: playerId, reason: 'tournament_prize', reference: row.id, idempotencyKey: serverKey('tournament-prize', row.id), legs: [{ currency: 'game_coin', amount: paid }] });
    }
    await deps.repositories.tournaments.setResult(deps.db, row.id, playerId, index + 1, paid);
  }
  await deps.repositories.tournaments.update(deps.db, row.id, { status: 'finished', nextRoundAt: null, finishedAt: now });
}
