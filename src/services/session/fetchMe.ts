import type { AccountMe } from '../../contracts/accounts';
import { ApiError } from '../api/apiError';
import { takeStartupFetch } from '../startup/startupFetches';

/** GET /api/account/session: answers 200 signed in or not, so a signed-out visit logs no 401. */
export const SESSION_STATE_PATH = '/api/account/session';

/**
 * Reads the signed-in account, or null when nobody is signed in. A signed-out answer is read without the API
 * contracts (zod), so the first visit of a newcomer never downloads them; a signed-in answer is checked against the
 * contract (loaded then) like every other API response. The page's first check uses the answer index.html's
 * start-up script already asked for; every later check asks anew.
 */
export async function fetchMe(signal?: AbortSignal): Promise<AccountMe | null> {
  let response: Response;
  try {
    response = await (takeStartupFetch(SESSION_STATE_PATH) ??
      fetch(SESSION_STATE_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin', ...(signal ? { signal } : {}) }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network', message: 'The server could not be reached', cause });
  }
  if (!response.ok) throw new ApiError({ status: response.status, code: 'internal', message: `Session check failed (HTTP ${response.status})` });
  const body: unknown = await response.json().catch(() => undefined);
  if (body && typeof body === 'object' && 'me' in body && body.me === null) return null;
  const { sessionState } = await import('../../contracts/accounts/profileEndpoints');
  const parsed = sessionState.safeParse(body);
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'bad_response', message: `Response of GET ${SESSION_STATE_PATH} does not match the contract`, cause: parsed.error });
  return parsed.data.me;
}
