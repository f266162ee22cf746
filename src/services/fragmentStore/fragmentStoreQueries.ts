import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiQuery, useIdempotentMutation } from '../api';
import { CARDS_QUERY_KEY } from '../cards/cardQueries';
import { patchMe } from '../session/useMe';

/** React Query key of today's fragment-store offer. */
export const FRAGMENT_STORE_QUERY_KEY = ['fragment-store'] as const;

/** Today's offer with this player's counts. */
export function useFragmentStore() {
  return useQuery({ ...apiQuery(api.getFragmentStore, {}, FRAGMENT_STORE_QUERY_KEY), staleTime: 10_000 });
}

/** Buys one copy; balances, cards and the offer's counts follow. */
export function useBuyFromFragmentStore() {
  const client = useQueryClient();
  return useIdempotentMutation(api.buyFromFragmentStore, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances }));
      void client.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: FRAGMENT_STORE_QUERY_KEY });
    },
  });
}
