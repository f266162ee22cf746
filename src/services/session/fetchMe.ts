import type { AccountMe } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { apiClient, isApiError } from '../api';

/**
 * Reads the signed-in account, or null when nobody is signed in (401). Loaded lazily by `useMe` so the
 * entry bundle does not carry the API contracts (zod) just to draw the header.
 */
export async function fetchMe(signal?: AbortSignal): Promise<AccountMe | null> {
  try {
    return await apiClient.call(api.getMe, {}, signal ? { signal } : undefined);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
