import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import type { BattleHistoryQuery, BattleMode, StartBattleBody } from '../../contracts/battles';
import { apiClient } from '../api/apiClient';
import { isApiError } from '../api/apiError';
import { apiQuery } from '../api/apiQuery';
import { useIdempotentMutation } from '../api/useIdempotentMutation';
import { patchMe } from '../session/useMe';

/** React Query key of the modes' terms and the player's progress (GET /api/battles/modes). */
export const MODES_QUERY_KEY = ['battles', 'modes'] as const;
/** React Query key prefix of the player's battle history pages. */
export const HISTORY_QUERY_KEY = ['battles', 'history'] as const;

/** Every mode's cost, rewards and daily limit, the campaign with stars and locks, the tower and the PvP rating. */
export function useBattleModes(enabled = true) {
  return useQuery({ ...apiQuery(api.battleModes, {}, MODES_QUERY_KEY), staleTime: 5_000, enabled });
}

/**
 * A fresh seed commitment for the next battle of `mode` (POST /api/battles/seed-commits): the server's seed
 * hash is shown before the player starts; for PvP it also names the matched opponent. `refresh` asks again.
 */
export function useSeedCommit(mode: BattleMode, enabled: boolean) {
  return useQuery({
    queryKey: ['battles', 'commit', mode],
    queryFn: ({ signal }) => apiClient.call(api.createSeedCommit, { query: { mode } }, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Starts a battle (POST /api/battles) under one idempotency key per battle (useIdempotentMutation: a retry after a
 * lost answer reuses it, so the server decides, charges and pays once; a success or a refusal renews it).
 * The header's balances and stamina follow the answer; the modes, the history and the rankings are refreshed.
 */
export function useStartBattle() {
  const client = useQueryClient();
  const mutation = useIdempotentMutation(api.startBattle, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances, stamina: answer.stamina }));
      void client.invalidateQueries({ queryKey: ['battles'] });
      void client.invalidateQueries({ queryKey: ['rankings'] });
    },
    onError: (error) => {
      if (isApiError(error) && error.reason === 'idempotency_conflict') void client.invalidateQueries({ queryKey: ['battles'] });
    },
  });
  return { ...mutation, start: (body: Omit<StartBattleBody, 'idempotencyKey'>) => mutation.mutateAsync({ body }) };
}

/** The history's filters (the page cursor is the query's own). */
export type HistoryFilter = Pick<BattleHistoryQuery, 'mode' | 'result' | 'role'>;

/** The player's battles, newest first, filtered; `fetchNextPage` loads the next older page. */
export function useBattleHistory(filter: HistoryFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...HISTORY_QUERY_KEY, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiClient.call(api.listBattles, { query: { ...filter, cursor: pageParam, limit: 20 } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 5_000,
  });
}
