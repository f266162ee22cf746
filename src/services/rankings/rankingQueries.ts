import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type EndpointInput } from '../../contracts/api';
import { apiQuery } from '../api/apiQuery';

/** The three rankings: by PvP rating, by players' campaign stars and tower floor, by teams' wins. */
export const RANKING_ENDPOINTS = { rating: api.ratingRanking, users: api.userRanking, teams: api.teamRanking } as const;
/** One of the rankings. */
export type RankingKind = keyof typeof RANKING_ENDPOINTS;
/** Rows per ranking page. */
export const RANKING_PAGE_SIZE = 20;

/** One page of a ranking with the player's own row; the previous page stays shown while the next loads. */
export function useRanking<K extends RankingKind>(kind: K, page: number) {
  const endpoint: (typeof RANKING_ENDPOINTS)[K] = RANKING_ENDPOINTS[kind];
  return useQuery({
    ...apiQuery<(typeof RANKING_ENDPOINTS)[K]>(endpoint, { query: { page, pageSize: RANKING_PAGE_SIZE } } as EndpointInput<(typeof RANKING_ENDPOINTS)[K]>, ['rankings', kind, page]),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The player's rating after each PvP battle, oldest first (the rating chart). */
export function useRatingHistory() {
  return useQuery({ ...apiQuery(api.ratingHistory, {}, ['rankings', 'ratingHistory']), staleTime: 10_000 });
}
