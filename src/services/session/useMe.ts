import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountMe } from '../../contracts/accounts/account';
import { fetchMe } from './fetchMe';

/** React Query key of the signed-in account (GET /api/account/me). Everything "who am I" hangs off it. */
export const ME_QUERY_KEY = ['account', 'me'] as const;

/**
 * The signed-in account: `data` is the account, `null` when signed out, `undefined` while loading.
 * The session check is in the first load (a few hundred bytes; no round trip for its chunk before the first screen
 * can show who is signed in); the contracts it checks a signed-in answer with load only then.
 */
export function useMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 30_000,
    retry: 1,
  });
}

/** Re-reads the account after anything that changed it (sign-in, profile edit, purchase). */
export function refreshMe(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/**
 * Replaces the cached account with what a write answered (balances after a purchase, the saved profile), so the
 * header shows the new figures without another GET. Nothing happens while no account is cached.
 */
export function patchMe(client: QueryClient, change: (me: AccountMe) => AccountMe): void {
  const me = client.getQueryData<AccountMe | null>(ME_QUERY_KEY);
  if (me) client.setQueryData(ME_QUERY_KEY, change(me));
}

/** Forgets the account at once (logout, or this session was revoked). */
export function clearMe(client: QueryClient): void {
  client.setQueryData<AccountMe | null>(ME_QUERY_KEY, null);
  // Anything else the signed-out player must not see again (sessions list, ...).
  client.removeQueries({ predicate: (query) => query.queryKey[0] === 'account' && query.queryKey[1] !== 'me' });
}

/** {@link refreshMe} and {@link clearMe} bound to the current QueryClient. */
export function useSessionActions() {
  const client = useQueryClient();
  return { refresh: () => refreshMe(client), clear: () => clearMe(client), client };
}
