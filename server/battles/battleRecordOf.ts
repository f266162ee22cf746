import type { BattleHistoryEntry } from '../../src/contracts/battles/battleHistory';
import type { BattleMode, BattleResult } from '../../src/contracts/battles/battleMode';
import type { BattleRecord, BattleSideKind, RatingChange } from '../../src/contracts/battles/battleRecord';
import type { BattleRow } from '../db/battleRepository';

function resultFor(winner: number | null, side: 0 | 1): BattleResult {
  if (winner === null) return 'draw';
  return winner === side ? 'win' : 'loss';
}

function change(before: number | null, after: number | null): RatingChange | null {
  return before === null || after === null ? null : { before, after, change: after - before };
}

/** The public form of a stored battle (GET /api/battles/:id and the start's answer). */
export function battleRecordOf(row: BattleRow): BattleRecord {
  const winner = row.winner === 0 || row.winner === 1 ? row.winner : null;
  return {
    id: row.id,
    mode: row.mode as BattleMode,
    createdAt: row.createdAt.toISOString(),
    attacker: { kind: 'player', playerId: row.attackerId, name: row.attackerName },
    opponent: { kind: row.opponentKind as BattleSideKind, playerId: row.defenderId, name: row.opponentName },
    input: row.input,
    fairness: { serverSeedHash: row.serverSeedHash, serverSeed: row.serverSeed, clientSeed: row.clientSeed },
    eventHash: row.eventHash,
    winner,
    result: resultFor(winner, 0),
    rounds: row.rounds,
    rewards: row.rewards,
    staminaCost: row.staminaCost,
    stageId: row.stageId,
    floor: row.floor,
    stars: row.stars,
    firstClear: row.firstClear,
    attackerRating: change(row.attackerRatingBefore, row.attackerRatingAfter),
    defenderRating: change(row.defenderRatingBefore, row.defenderRatingAfter),
  };
}

/** A history row seen by `viewerId`: the attacker sees the opponent; a defender sees the attacker, their own result and rating. */
export function historyEntryOf(row: BattleRow, viewerId: string): BattleHistoryEntry {
  const record = battleRecordOf(row);
  const defending = row.attackerId !== viewerId;
  return {
    id: record.id,
    mode: record.mode,
    role: defending ? 'defender' : 'attacker',
    result: resultFor(record.winner, defending ? 1 : 0),
    opponent: defending ? record.attacker : record.opponent,
    rewards: defending ? [] : record.rewards,
    rating: defending ? record.defenderRating : record.attackerRating,
    stageId: record.stageId,
    floor: record.floor,
    stars: record.stars,
    createdAt: record.createdAt,
  };
}
