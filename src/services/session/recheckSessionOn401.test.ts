import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { recheckSessionOn401 } from './recheckSessionOn401';
import { ME_QUERY_KEY } from './useMe';

function clientWithAccount(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(ME_QUERY_KEY, { signedIn: true });
  return client;
}

describe('recheckSessionOn401', () => {
  it('marks the account stale after a 401 from any other call', () => {
    const client = clientWithAccount();
    recheckSessionOn401(client, new ApiError({ status: 401, code: 'unauthorized', message: 'Your session has ended' }), ['account', 'sessions']);
    expect(client.getQueryState(ME_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('ignores other failures and the account query itself', () => {
    const client = clientWithAccount();
    recheckSessionOn401(client, new ApiError({ status: 409, code: 'conflict', message: 'x' }));
    recheckSessionOn401(client, new Error('boom'));
    recheckSessionOn401(client, new ApiError({ status: 401, code: 'unauthorized', message: 'x' }), ME_QUERY_KEY);
    expect(client.getQueryState(ME_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
