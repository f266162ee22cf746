import { expect } from 'vitest';
import { api } from '../../src/contracts/api';
import { deriveBattleSeed, serverSeedMatches } from '../../src/rules/battles/seedFairness';
import { placeByRole } from '../../src/rules/teams/presetTeams';
import type { TournamentDetail } from '../../src/contracts/tournaments/tournamentViews';
import type { ApiClient } from '../../src/services/api';
import { decideBattle } from '../../server/battles/decideBattle';
import type { Db } from '../../server/db/database';
import { swissStandings } from '../../server/domain/tournaments/swissStandings';
import { pairingClientSeed } from '../../server/tournaments/playTournamentRound';
import { selectRows } from './rowCounts';

/** Saves the player's six distinct starter cards, deployed by role, in slot 1. */
export async function saveStarterTeam(client: ApiClient): Promise<void> {
  const { cards } = await client.call(api.listCards);
  cards.sort((a, b) => a.cardId.localeCompare(b.cardId) || a.instanceId.localeCompare(b.instanceId));
  const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  const placed = placeByRole(distinct.map((c) => ({ instanceId: c.instanceId, cardId: c.cardId, level: c.level })));
  await client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Cup', units: placed.map(({ instanceId, position }) => ({ instanceId, position })) } });
}

/** A stored tournament battle as the checks read it. */
interface StoredBattle {
  id: string;
  attacker_id: string;
  defender_id: string;
  input: Parameters<typeof decideBattle>[0];
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  event_hash: string;
  winner: number | null;
  mode: string;
}

/**
 * Checks a finished tournament against its stored rows: every round pairs each player at most once; no rematch in
 * the Swiss rounds (a rematch-free pairing always exists at these sizes); the standings the API shows equal a
 * recomputation from the matches; every battle re-derives from the revealed seed (commitment, seed, event hash,
 * winner, the match's result); each prize and fee moved exactly once, as the entries say.
 */
export async function expectSoundTournament(db: Db, detail: TournamentDetail, players: number): Promise<void> {
  expect(detail.status).toBe('finished');
  const rounds = detail.swissRounds + (detail.topCut ? 3 : 0);
  expect(detail.roundsPlayed).toBe(rounds);
  const seen = new Set<string>();
  for (let round = 1; round <= rounds; round += 1) {
    const ids = detail.matches.filter((m) => m.round === round).flatMap((m) => [m.a.playerId, ...(m.b ? [m.b.playerId] : [])]);
    expect(new Set(ids).size).toBe(ids.length);
    if (round <= detail.swissRounds) expect(ids.length).toBe(players);
    for (const m of detail.matches.filter((x) => x.round === round && x.stage === 'swiss' && x.b)) {
      const key = [m.a.playerId, m.b!.playerId].sort().join('|');
      expect(seen.has(key), `rematch in round ${round}`).toBe(false);
      seen.add(key);
    }
  }
  const seats = (await selectRows<{ account_id: string }>(db, `select account_id from tournament_entries where tournament_id = '${detail.id}' order by seat`)).map((r) => r.account_id);
  expect(seats).toHaveLength(players);
  const swiss = detail.matches.filter((m) => m.stage === 'swiss').map((m) => ({ a: m.a.playerId, b: m.b?.playerId ?? null, result: m.result! }));
  const recomputed = swissStandings(seats, swiss);
  const lineOf = new Map(recomputed.map((l) => [l.playerId, l]));
  for (const s of detail.standings) {
    const l = lineOf.get(s.playerId)!;
    expect([s.score, s.buchholz, s.wins, s.draws, s.losses]).toEqual([l.score, l.buchholz, l.wins, l.draws, l.losses]);
  }
  const order = recomputed.map((l) => l.playerId);
  if (!detail.topCut) expect(detail.standings.map((s) => s.playerId)).toEqual(order);
  else {
    // The cut places the Swiss top 8 first (in its own order); everyone else keeps the Swiss order.
    expect(new Set(detail.standings.slice(0, 8).map((s) => s.playerId))).toEqual(new Set(order.slice(0, 8)));
    expect(detail.standings.slice(8).map((s) => s.playerId)).toEqual(order.slice(8));
  }
  const battles = new Map((await selectRows<StoredBattle>(db, `select * from battles where mode = 'tournament' and idempotency_key like 'tournament:${detail.id}:%'`)).map((b) => [b.id, b]));
  expect(battles.size).toBe(detail.matches.filter((m) => m.b).length);
  for (const m of detail.matches) {
    if (!m.b) continue;
    const b = battles.get(m.battleId!)!;
    const seed = detail.seeds.find((s) => s.round === m.round)!;
    expect(seed.serverSeed).toBe(b.server_seed);
    expect(serverSeedMatches(b.server_seed, seed.serverSeedHash)).toBe(true);
    expect(b.client_seed).toBe(pairingClientSeed(detail.id, m.round, m.table));
    expect(deriveBattleSeed(b.server_seed, b.client_seed)).toBe(Number(b.input.seed));
    const replay = decideBattle(b.input);
    expect(replay.hash).toBe(b.event_hash);
    expect(replay.winner).toBe(b.winner);
    expect([b.attacker_id, b.defender_id]).toEqual([m.a.playerId, m.b.playerId]);
    const expected = replay.winner === 1 ? 'b' : replay.winner === 0 || m.stage === 'cut' ? 'a' : 'draw';
    expect(m.result).toBe(expected);
  }
  const movements = await selectRows<{ account_id: string; reason: string; n: number; total: string }>(
    db,
    `select m.account_id, m.reason, count(distinct m.id)::int as n, coalesce(sum(e.amount), 0)::text as total from ledger_movements m join ledger_entries e on e.movement_id = m.id where m.reference = '${detail.id}' group by m.account_id, m.reason`,
  );
  for (const row of movements) expect(row.n, `${row.reason} of ${row.account_id}`).toBe(1);
  const prizes = new Map(movements.filter((r) => r.reason === 'tournament_prize').map((r) => [r.account_id, Number(r.total)]));
  for (const s of detail.standings) expect(prizes.get(s.playerId) ?? 0).toBe(s.prize);
  const fees = movements.filter((r) => r.reason === 'tournament_entry');
  expect(fees.length).toBe(detail.entryFee > 0 ? players : 0);
}
