import type { BattleHistoryEntry, BattleHistoryQuery } from '../../src/contracts/battles/battleHistory';
import type { AppDeps } from '../appDeps';
import { historyEntryOf } from './battleRecordOf';

/** The cursor of a history page: base64url of the last row's time and id (ties on time fall to the id). */
export function encodeHistoryCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** The row position a cursor names, or null when it is not one of ours. */
export function decodeHistoryCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { createdAt, id };
}

/**
 * /my-battles: the player's battles as attacker and as defender, newest first, filtered by mode, result (the
 * player's) and role; keyset pagination, so battles fought meanwhile never shift or repeat a page.
 */
export async function listBattles(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; query: BattleHistoryQuery }): Promise<{ items: BattleHistoryEntry[]; nextCursor: string | null }> {
  const { playerId, query } = input;
  const before = query.cursor ? decodeHistoryCursor(query.cursor) : null;
  const rows = await deps.repositories.battles.history(deps.db, playerId, {
    ...(query.mode ? { mode: query.mode } : {}),
    ...(query.result ? { result: query.result } : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(before ? { before } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { items: page.map((r) => historyEntryOf(r, playerId)), nextCursor: rows.length > query.limit && last ? encodeHistoryCursor(last.createdAt, last.id) : null };
}
