import type { Db } from '../db/database';
import type { LedgerRepository } from '../db/ledgerRepository';
import { tournamentRepository, type TournamentRow } from '../db/tournamentRepository';
import { serverKey } from '../domain/economy/ledgerKey';
import { finalPlaces } from '../domain/tournaments/finalPlaces';
import { prizeWithheld } from './prizeFairPlay';
import { playedSwiss } from './tournamentDetailOf';

/**
 * Ends a tournament after its last round, in the round's transaction: final places (the cut decides the top 8),
 * prizes by place paid through the ledger under the tournament's server key (once per player, whatever retries),
 * unless fair play withholds one; entries get their place and what they were paid; the row is finished.
 */
export async function finishTournament(tx: Db, ledger: LedgerRepository, row: TournamentRow, now: Date): Promise<void> {
  const [entries, matches] = await Promise.all([tournamentRepository.entries(tx, row.id), tournamentRepository.matches(tx, row.id)]);
  const cut = matches
    .filter((m) => m.stage === 'cut')
    .map((m) => ({ cutRound: m.round - row.swissRounds, a: m.playerA, b: m.playerB!, winner: m.result === 'b' ? m.playerB! : m.playerA }));
  const places = finalPlaces(entries.map((e) => e.accountId), playedSwiss(matches), cut);
  for (const [index, playerId] of places.entries()) {
    const due = row.prizes[index] ?? 0;
    const paid = due > 0 && !(await prizeWithheld(tx, playerId, matches, now)) ? due : 0;
    if (paid > 0) {
      await ledger.post(tx, { accountId: playerId, reason: 'tournament_prize', reference: row.id, idempotencyKey: serverKey('tournament-prize', row.id), legs: [{ currency: 'game_coin', amount: paid }] });
    }
    await tournamentRepository.setResult(tx, row.id, playerId, index + 1, paid);
  }
  await tournamentRepository.update(tx, row.id, { status: 'finished', nextRoundAt: null, finishedAt: now });
}
