import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiQuery, useApiMutation, useIdempotentMutation } from '../api';
import { CARDS_QUERY_KEY, BURNED_QUERY_KEY } from '../cards/cardQueries';
import { patchMe } from '../session/useMe';

/** React Query key of the mystery shop (box, seed pair, pity). */
export const MYSTERY_QUERY_KEY = ['mystery', 'shop'] as const;
/** React Query key of the verifier's history. */
export const MYSTERY_HISTORY_KEY = ['mystery', 'history'] as const;

/** The published box, the committed seed pair and the pity counter. */
export function useMysteryShop() {
  return useQuery({ ...apiQuery(api.getMysteryShop, {}, MYSTERY_QUERY_KEY), staleTime: 5_000 });
}

/** The seed pairs and past draws (the verifier page). */
export function useMysteryHistory() {
  return useQuery({ ...apiQuery(api.listMysteryHistory, {}, MYSTERY_HISTORY_KEY), staleTime: 5_000 });
}

/** One draw; balances, cards, the shop and the history follow the answer. */
export function useDrawMystery() {
  const client = useQueryClient();
  return useIdempotentMutation(api.drawMystery, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances }));
      for (const queryKey of [CARDS_QUERY_KEY, BURNED_QUERY_KEY, MYSTERY_QUERY_KEY, MYSTERY_HISTORY_KEY]) void client.invalidateQueries({ queryKey });
    },
  });
}

/** Reveals the current server seed and commits to a new pair. */
export function useRotateMysterySeed() {
  const client = useQueryClient();
  return useApiMutation(api.rotateMysterySeed, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MYSTERY_QUERY_KEY });
      void client.invalidateQueries({ queryKey: MYSTERY_HISTORY_KEY });
    },
  });
}
