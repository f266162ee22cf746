import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiQuery, useIdempotentMutation } from '../api';
import { patchMe } from '../session/useMe';

/** React Query key of the player's cards (GET /api/cards). */
export const CARDS_QUERY_KEY = ['cards', 'owned'] as const;
/** React Query key of the burned copies (GET /api/cards/burned). */
export const BURNED_QUERY_KEY = ['cards', 'burned'] as const;

/** The player's copies, every one (burned excluded). */
export function useOwnedCards() {
  return useQuery({ ...apiQuery(api.listCards, {}, CARDS_QUERY_KEY), staleTime: 10_000 });
}

/** The copies the player burned, newest first. */
export function useBurnedCards() {
  return useQuery({ ...apiQuery(api.listBurnedCards, {}, BURNED_QUERY_KEY), staleTime: 10_000 });
}

/** Levels one copy up (POST /api/cards/:id/level-up); the header's balances and the card list follow the answer. */
export function useLevelUpCard(onLevelled: (level: number) => void) {
  const client = useQueryClient();
  return useIdempotentMutation(api.levelUpCard, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances }));
      void client.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
      onLevelled(answer.card.level);
    },
  });
}

/** Burns copies for fragments (POST /api/cards/burn); balances, the card list and the burned list follow. */
export function useBurnCards(onBurned: (fragments: number) => void) {
  const client = useQueryClient();
  return useIdempotentMutation(api.burnCards, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances }));
      void client.invalidateQueries({ queryKey: CARDS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: BURNED_QUERY_KEY });
      onBurned(answer.fragments);
    },
  });
}
