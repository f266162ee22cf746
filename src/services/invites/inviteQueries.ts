import { useQuery } from '@tanstack/react-query';
import { api } from '../../contracts/api';
import { apiQuery } from '../api';

/** React Query key of the invite screen. */
export const INVITES_QUERY_KEY = ['invites'] as const;

/** My invite code and links, the milestone table, my invitees with their progress. */
export function useInvites() {
  return useQuery({ ...apiQuery(api.getInvites, {}, INVITES_QUERY_KEY), staleTime: 10_000 });
}
