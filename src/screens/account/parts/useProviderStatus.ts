import { useQuery } from '@tanstack/react-query';
import { api } from '../../../contracts/api';
import { apiClient } from '../../../services/api';

/** Which sign-in methods the server has configured (GET /api/auth/providers); it changes only on redeploy. */
export function useProviderStatus() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => apiClient.call(api.getProviderStatus, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
