import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '../api/apiError';
import { ME_QUERY_KEY } from './useMe';

/**
 * Called for every failed query and mutation: a 401 means this browser's session ended (revoked on another
 * device, a password change, expiry), so the account is read again; it then turns null and the header and
 * guarded screens show the signed-out state instead of failing call after call.
 */
export function recheckSessionOn401(client: QueryClient, error: unknown, queryKey?: QueryKey): void {
  if (!isApiError(error) || error.status !== 401) return;
  if (queryKey && queryKey[0] === ME_QUERY_KEY[0] && queryKey[1] === ME_QUERY_KEY[1]) return;
  void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
