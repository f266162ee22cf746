import type { PageRequest } from '../domain/pagination';
import { pageWindow } from '../domain/pagination';
import type { AppDeps } from '../appDeps';
import type { RankedRow, RankingBoard } from '../db/rankingRepository';
import { ensureDailySnapshot } from './dailySnapshot';

/** A ranking page as the contracts shape it: rows, pager totals and the player's own row. */
export interface RankingPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  own: T | null;
}

/** Places moved since the day's snapshot (positive = up), or null when the row was not ranked then. */
export function rankChangeOf(row: RankedRow): number | null {
  return row.previous_rank === null || row.previous_rank === undefined ? null : Number(row.previous_rank) - Number(row.rank);
}

/**
 * One page of a board and the player's own row, each with its rank change since the day began (the daily
 * snapshot is taken first if this is the day's first ranking request). Ranks are computed by the database
 * from committed rows, so a page read during concurrent battles is a consistent standing.
 */
export async function rankingPage<T>(
  deps: Pick<AppDeps, 'db' | 'repositories'>,
  input: { board: RankingBoard; playerId: string; request: PageRequest; now: Date },
  rowOf: (row: RankedRow) => T,
): Promise<RankingPage<T>> {
  const { board, playerId, request, now } = input;
  const day = await ensureDailySnapshot(deps, now);
  const { limit, offset } = pageWindow(request);
  const [{ rows, total }, own] = await Promise.all([deps.repositories.rankings.page(deps.db, board, day, limit, offset), deps.repositories.rankings.own(deps.db, board, day, playerId)]);
  return { items: rows.map(rowOf), page: request.page, pageSize: request.pageSize, total, own: own ? rowOf(own) : null };
}
