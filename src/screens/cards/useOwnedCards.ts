import { useQuery } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiClient } from '../../services/api';

/** React Query key of the player's cards (GET /api/cards). */
export const CARDS_QUERY_KEY = ['cards', 'owned'] as const;
/** React Query key of the burned copies (GET /api/cards/burned). */
export const BURNED_QUERY_KEY = ['cards', 'burned'] as const;

/** The player's copies, every one (burned excluded). */
export function useOwnedCards() {
  return useQuery({ queryKey: CARDS_QUERY_KEY, queryFn: () => apiClient.call(api.listCards), staleTime: 10_000 });
}

/** The copies the player burned, newest first. */
export function useBurnedCards() {
  return useQuery({ queryKey: BURNED_QUERY_KEY, queryFn: () => apiClient.call(api.listBurnedCards), staleTime: 10_000 });
}
