import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiQuery } from '../api/apiQuery';
import { RANKING_PAGE_SIZE } from '../rankings/rankingQueries';

/** The current season, the player's league now and their past seasons' results. */
export function useSeasons(enabled = true) {
  return useQuery({ ...apiQuery(api.getSeasons, {}, ['seasons']), staleTime: 30_000, enabled });
}

/** A page of a finished season's final standing; the previous page stays shown while the next loads. */
export function useSeasonRanking(season: number, page: number) {
  return useQuery({
    ...apiQuery(api.seasonRanking, { params: { number: season }, query: { page, pageSize: RANKING_PAGE_SIZE } }, ['seasons', season, 'ranking', page]),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
