import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import type { CreateTournamentBody } from '../../contracts/tournaments';
import { apiQuery } from '../api/apiQuery';
import { useApiMutation } from '../api/useApiMutation';
import { useIdempotentMutation } from '../api/useIdempotentMutation';
import { patchMe } from '../session/useMe';

/** React Query key prefix of everything tournaments. */
export const TOURNAMENTS_QUERY_KEY = ['tournaments'] as const;

/** Official tournaments and the player's private ones. */
export function useTournaments() {
  return useQuery({ ...apiQuery(api.listTournaments, {}, [...TOURNAMENTS_QUERY_KEY, 'list']), staleTime: 5_000 });
}

/** One tournament (standings, matches, seeds); refreshed every 5 s while it is open or running (rounds land on schedule). */
export function useTournament(id: string | null) {
  return useQuery({
    ...apiQuery(api.getTournament, { params: { id: id ?? '' } }, [...TOURNAMENTS_QUERY_KEY, 'detail', id]),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && ['open', 'running'].includes(query.state.data.tournament.status) ? 5_000 : false),
  });
}

/** Joins with a saved team; the header's balances follow (the fee is held). */
export function useJoinTournament() {
  const client = useQueryClient();
  return useApiMutation(api.joinTournament, {
    onSuccess: (answer) => {
      patchMe(client, (me) => ({ ...me, balances: answer.balances }));
      client.setQueryData([...TOURNAMENTS_QUERY_KEY, 'detail', answer.tournament.id], { tournament: answer.tournament });
      void client.invalidateQueries({ queryKey: [...TOURNAMENTS_QUERY_KEY, 'list'] });
    },
  });
}

/** Creates a private tournament under one idempotency key per tournament (a retry answers the same tournament). */
export function useCreateTournament() {
  const client = useQueryClient();
  const mutation = useIdempotentMutation(api.createTournament, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY });
    },
  });
  return { ...mutation, create: (body: Omit<CreateTournamentBody, 'idempotencyKey'>) => mutation.mutateAsync({ body }) };
}

/** Cancels a private tournament (its creator, before the start); fees come back. */
export function useCancelTournament() {
  const client = useQueryClient();
  return useApiMutation(api.cancelTournament, { onSuccess: () => void client.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY }) });
}
