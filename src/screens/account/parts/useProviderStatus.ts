import { useQuery } from '@tanstack/react-query';
import { api } from '../../../contracts/api';
import { apiQuery } from '../../../services/api';

/** Which sign-in methods the server has configured (GET /api/auth/providers); it changes only on redeploy. */
export function useProviderStatus() {
  return useQuery({
    ...apiQuery(api.getProviderStatus, {}, ['auth', 'providers']),
    staleTime: 5 * 60_000,
  });
}
