import { useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, type EndpointDef, type EndpointResponse } from '../../contracts/api';
import { apiQuery, useApiMutation } from '../api';
import type { MutationInput } from '../api/useApiMutation';
import { CARDS_QUERY_KEY } from '../cards/cardQueries';

/** React Query key of the player's saved teams (GET /api/teams). */
export const TEAMS_QUERY_KEY = ['teams'] as const;

/** The player's saved teams, by slot. */
export function useTeams() {
  return useQuery({ ...apiQuery(api.listTeams, {}, TEAMS_QUERY_KEY), staleTime: 10_000 });
}

type TeamWriteOptions<E extends EndpointDef> = Pick<UseMutationOptions<EndpointResponse<E>, Error, MutationInput<E>>, 'onSuccess' | 'onError'>;

/** A team write whose success refreshes the teams and the cards (membership locks copies) before `onSuccess`. */
function useTeamWrite<E extends EndpointDef>(endpoint: E, options: TeamWriteOptions<E>) {
  const client = useQueryClient();
  return useApiMutation(endpoint, {
    onError: options.onError,
    onSuccess: async (...args) => {
      await Promise.all([client.invalidateQueries({ queryKey: TEAMS_QUERY_KEY }), client.invalidateQueries({ queryKey: CARDS_QUERY_KEY })]);
      await options.onSuccess?.(...args);
    },
  });
}

/** Saves a team into a slot (PUT /api/teams/:slot). */
export function useSaveTeam(options: TeamWriteOptions<typeof api.saveTeam> = {}) {
  return useTeamWrite(api.saveTeam, options);
}

/** Deletes a slot's team. */
export function useDeleteTeam(options: TeamWriteOptions<typeof api.deleteTeam> = {}) {
  return useTeamWrite(api.deleteTeam, options);
}

/** Makes a slot's team the defence team. */
export function useSetDefenceTeam(options: TeamWriteOptions<typeof api.setDefenceTeam> = {}) {
  return useTeamWrite(api.setDefenceTeam, options);
}
