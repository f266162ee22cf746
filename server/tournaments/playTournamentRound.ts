import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import type { BattleInputData } from '../../src/contracts/battles/battleInput';
import { deriveBattleSeed } from '../../src/rules/battles/seedFairness';
import { RULES } from '../../src/engine';
import { type EntryRow, type MatchRow, type TournamentRow } from '../db/tournamentRepository';
import { pairSwissRound } from '../domain/tournaments/pairSwissRound';
import { swissStandings } from '../domain/tournaments/swissStandings';
import { nextCutRound, quarterFinals, TOP_CUT_SIZE } from '../domain/tournaments/topCutBracket';
import { playedSwiss } from './tournamentDetailOf';

/** The client seed of a pairing: public and fixed before the round (tournament, round, table), so anyone re-derives the seed. */
export function pairingClientSeed(tournamentId: string, round: number, table: number): string {
  return `${tournamentId}:${round}:${table}`;
}

/** The pairs of `round`: Swiss rounds by score, then the top cut (quarter-finals from the Swiss top 8, then winners). */
function pairsOf(row: TournamentRow, round: number, entries: readonly EntryRow[], matches: readonly MatchRow[]): { pairs: [string, string][]; bye: string | null; stage: 'swiss' | 'cut' } {
  const players = entries.map((e) => e.accountId);
  if (round <= row.swissRounds) return { ...pairSwissRound(players, playedSwiss(matches)), stage: 'swiss' };
  const standings = swissStandings(players, playedSwiss(matches)).map((l) => l.playerId);
  if (round === row.swissRounds + 1) return { pairs: quarterFinals(standings.slice(0, TOP_CUT_SIZE)), bye: null, stage: 'cut' };
  const place = new Map(standings.map((id, i) => [id, i]));
  const winners = matches.filter((m) => m.round === round - 1).map((m) => (m.result === 'b' ? m.playerB! : m.playerA));
  return { pairs: nextCutRound(winners, (id) => place.get(id)!), bye: null, stage: 'cut' };
}

/**
 * Plays round `round` inside the caller's transaction (which holds the tournament's row lock): pairs it, decides
 * each pairing with the engine (seed = HMAC(round's committed server seed, pairing's client seed); team 0 is `a`),
 * stores each battle (mode `tournament`, replayable and verifiable like any other) and the matches, and reveals the
 * round's seed. A draw in the top cut advances the higher seed (`a`).
 */
export async function playTournamentRound(deps: Pick<AppDeps, 'db' | 'repositories' | 'simulate'>, row: TournamentRow, round: number, now: Date): Promise<void> {
  const [entries, matches, seeds] = await Promise.all([deps.repositories.tournaments.entries(deps.db, row.id), deps.repositories.tournaments.matches(deps.db, row.id), deps.repositories.tournaments.seeds(deps.db, row.id)]);
  const seed = seeds.find((s) => s.round === round);
  if (!seed) throw new Error(`tournament ${row.id} has no committed seed for round ${round}`);
  const entryOf = new Map(entries.map((e) => [e.accountId, e]));
  const { pairs, bye, stage } = pairsOf(row, round, entries, matches);
  const decided = await Promise.all(
    pairs.map(async ([a, b], index) => {
      const table = index + 1;
      const clientSeed = pairingClientSeed(row.id, round, table);
      const input: BattleInputData = { seed: deriveBattleSeed(seed.serverSeed, clientSeed), rulesVersion: RULES.version, teams: [entryOf.get(a)!.team, entryOf.get(b)!.team] as BattleInputData['teams'] };
      return { id: randomUUID(), a, b, table, clientSeed, input, decision: await deps.simulate(input) };
    }),
  );
  await deps.repositories.tournaments.insertBattles(
    deps.db,
    decided.map(({ id, a, b, table, clientSeed, input, decision }) => ({
      id,
      attackerId: a,
      idempotencyKey: `tournament:${row.id}:${round}:${table}`,
      attackerName: entryOf.get(a)!.displayName,
      mode: 'tournament',
      defenderId: b,
      opponentKind: 'player',
      opponentName: entryOf.get(b)!.displayName,
      input,
      rulesVersion: input.rulesVersion,
      seed: input.seed,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed,
      eventHash: decision.hash,
      winner: decision.winner,
      rounds: decision.rounds,
      rewards: [],
      staminaCost: 0,
      createdAt: now,
    })),
  );
  const resultOf = (winner: 0 | 1 | null): 'a' | 'b' | 'draw' => (winner === 1 ? 'b' : winner === 0 || stage === 'cut' ? 'a' : 'draw');
  await deps.repositories.tournaments.addMatches(deps.db, [
    ...decided.map(({ id, a, b, table, decision }) => ({ tournamentId: row.id, round, tableNo: table, stage, playerA: a, playerB: b, battleId: id, result: resultOf(decision.winner) })),
    ...(bye ? [{ tournamentId: row.id, round, tableNo: pairs.length + 1, stage, playerA: bye, playerB: null, battleId: null, result: 'a' }] : []),
  ]);
  await deps.repositories.tournaments.revealSeed(deps.db, row.id, round);
}
