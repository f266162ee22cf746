import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { seasonRanking } from '../../src/contracts/seasons/seasonEndpoints';
import type { LeagueId } from '../../src/content/seasons/leagues';
import { type SeasonStandingRow } from '../db/seasonRepository';
import { pageWindow, type PageRequest } from '../domain/pagination';

/** A standing row as the contract shapes it. */
const rowOf = (r: SeasonStandingRow) => ({ playerId: r.accountId, displayName: r.displayName, rank: r.rank, rating: r.rating, league: r.league as LeagueId, wins: r.wins, losses: r.losses, rankChange: null });

/** A finished season's final standing, one page of it, with the player's own row. */
export async function getSeasonRanking(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; season: number; page: PageRequest }): Promise<z.infer<typeof seasonRanking.response>> {
  const { accountId, season, page } = input;
  const { limit, offset } = pageWindow(page);
  const [{ rows, total }, own] = await Promise.all([deps.repositories.seasons.standing(deps.db, season, limit, offset), deps.repositories.seasons.resultOf(deps.db, season, accountId)]);
  const ownRow = own ? (await deps.repositories.seasons.standing(deps.db, season, 1, own.rank - 1)).rows[0] : undefined;
  return { items: rows.map(rowOf), page: page.page, pageSize: page.pageSize, total, own: ownRow ? rowOf(ownRow) : null };
}
