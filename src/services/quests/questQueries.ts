import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import type { QuestBoard } from '../../contracts/quests/questEndpoints';
import type { Balances } from '../../contracts/accounts/currency';
import { apiQuery } from '../api/apiQuery';
import { useApiMutation } from '../api/useApiMutation';
import { patchMe } from '../session/useMe';

const QUESTS_KEY = ['quests'] as const;

/** Today's quests and the login streak (refetched when the lobby shows again: battles move them). */
export function useQuests(enabled = true) {
  return useQuery({ ...apiQuery(api.getQuests, {}, [...QUESTS_KEY]), staleTime: 5_000, enabled });
}

/** Takes a claim's answer: the board replaces the cached one, the balances the account's. */
function useTakeClaim() {
  const client = useQueryClient();
  return (answer: { board: QuestBoard; balances: Balances }) => {
    client.setQueryData(QUESTS_KEY, answer.board);
    patchMe(client, (me) => ({ ...me, balances: answer.balances }));
  };
}

/** Claims a finished quest of today (the server pays it once). */
export function useClaimQuest() {
  const take = useTakeClaim();
  const mutation = useApiMutation(api.claimQuest, { onSuccess: take });
  return { ...mutation, mutate: (slot: number) => mutation.mutate({ params: { slot } }) };
}

/** Takes today's login-streak reward (once a day). */
export function useClaimStreak() {
  const take = useTakeClaim();
  const mutation = useApiMutation(api.claimStreak, { onSuccess: take });
  return { ...mutation, mutate: () => mutation.mutate() };
}
