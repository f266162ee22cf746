import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import type { BrowseQuery, MarketListing } from '../../contracts/market';
import { apiClient, apiQuery, useApiMutation, useIdempotentMutation } from '../api';
import { CARDS_QUERY_KEY } from '../cards';
import { patchMe } from '../session/useMe';

/** Prefix of every card market query key: one invalidation refreshes the whole market after a trade. */
export const MARKET_QUERY_KEY = ['market'] as const;

/** What browse filters by and sorts by (the cursor and page size are the hook's). */
export type MarketFilters = Omit<BrowseQuery, 'cursor' | 'limit'>;

/** Listings per page of browse. */
export const MARKET_PAGE_SIZE = 24;

/** Active listings for `filters`, one cursor page at a time (`fetchNextPage` loads more). */
export function useMarketListings(filters: MarketFilters) {
  return useInfiniteQuery({
    queryKey: [...MARKET_QUERY_KEY, 'listings', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiClient.call(api.browseListings, { query: { ...filters, limit: MARKET_PAGE_SIZE, cursor: pageParam } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 5_000,
  });
}

/** Floor, median, last sales and the daily chart of one card; idle while `cardId` is null. */
export function useCardPrices(cardId: string | null) {
  return useQuery({
    ...apiQuery(api.cardPriceHistory, { params: { cardId: cardId ?? '' } }, [...MARKET_QUERY_KEY, 'prices', cardId]),
    enabled: cardId !== null,
    staleTime: 10_000,
  });
}

/** The player's listings: active first, then the latest closed. */
export function useMyListings() {
  return useQuery({ ...apiQuery(api.myListings, {}, [...MARKET_QUERY_KEY, 'mine']), staleTime: 5_000 });
}

/** The player's sales and purchases, newest first. */
export function useMarketHistory() {
  return useQuery({ ...apiQuery(api.marketHistory, {}, [...MARKET_QUERY_KEY, 'history']), staleTime: 5_000 });
}

/** After any trade or listing change: the market, and the card list (escrow locks, a bought card), are re-read. */
function afterChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: MARKET_QUERY_KEY });
  void client.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
}

/** Buys a listing (POST /api/market/listings/:id/buy); the header's balances follow the answer. */
export function useBuyListing(onBought: (listing: MarketListing) => void) {
  const client = useQueryClient();
  return useIdempotentMutation(api.buyListing, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances }));
      afterChange(client);
      onBought(answer.listing);
    },
    // A refusal (sold meanwhile, own listing) also means the page is stale.
    onError: () => void client.invalidateQueries({ queryKey: MARKET_QUERY_KEY }),
  });
}

/** Lists a free copy (POST /api/market/listings); the copy goes into escrow. */
export function useCreateListing(onListed: (listing: MarketListing) => void) {
  const client = useQueryClient();
  return useIdempotentMutation(api.createListing, {
    onSuccess: (answer) => {
      afterChange(client);
      onListed(answer.listing);
    },
  });
}

/** Cancels one own active listing; the copy is freed. */
export function useCancelListing() {
  const client = useQueryClient();
  return useApiMutation(api.cancelListing, { onSettled: () => afterChange(client) });
}

/** Cancels several own listings at once; the answer names the ones that could not be cancelled. */
export function useCancelListings() {
  const client = useQueryClient();
  return useApiMutation(api.cancelListings, { onSettled: () => afterChange(client) });
}
