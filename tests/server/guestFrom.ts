import { api } from '../../src/contracts/api';
import { createApiClient } from '../../src/services/api';
import type { TestApp } from './testApp';

/**
 * A guest whose requests reach `t`'s app from `ip` (as if behind the trusted proxy), with its own cookie jar:
 * tests that need two players on different addresses (an inviter and an invitee) make each with their own ip.
 */
export async function guestFrom(t: TestApp, ip: string) {
  const jar = new Map<string, string>();
  const client = createApiClient({
    baseUrl: 'http://test.local',
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-for', ip);
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (cookie) headers.set('cookie', cookie);
      const response = await t.app.request(url, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=');
        jar.set(name!, value ?? '');
      }
      return response;
    },
  });
  const { account } = await client.call(api.startAsGuest);
  return { client, accountId: account.id };
}
