import { useQuery } from '@tanstack/react-query';
import type { OidcProvider } from '../../../contracts/accounts';
import { api } from '../../../contracts/api';
import { apiQuery, useApiMutation } from '../../../services/api';
import { useFinishSignIn } from './useFinishSignIn';

/**
 * The OpenID Connect round trip shared by Google and Apple: a single-use nonce from the server (passed to the
 * provider unchanged, so the ID token carries it back), then the ID token posted to the server, which checks
 * signature, iss, aud, exp and the nonce. A failed attempt fetches a fresh nonce: each is good for one token.
 */
export function useOidcSignIn(provider: OidcProvider, enabled: boolean, fallback = '/main') {
  const finish = useFinishSignIn(fallback);
  const nonce = useQuery({
    ...apiQuery(api.issueOidcNonce, { body: { provider } }, ['auth', 'nonce', provider]),
    enabled,
    staleTime: 9 * 60_000,
    gcTime: 0,
  });
  const mutation = useApiMutation(api.loginWithIdToken, {
    onSuccess: finish,
    onError: () => void nonce.refetch(),
  });
  // Screens pass the token; the provider is this hook's.
  const login = { ...mutation, mutate: (input: { idToken: string; displayNameHint?: string }) => mutation.mutate({ body: { provider, ...input } }) };
  return { nonce, login };
}
