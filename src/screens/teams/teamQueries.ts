import { useQuery } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiClient } from '../../services/api';

/** React Query key of the player's saved teams (GET /api/teams). */
export const TEAMS_QUERY_KEY = ['teams'] as const;

/** The player's saved teams, by slot. */
export function useTeams() {
  return useQuery({ queryKey: TEAMS_QUERY_KEY, queryFn: ({ signal }) => apiClient.call(api.listTeams, undefined, { signal }), staleTime: 10_000 });
}
