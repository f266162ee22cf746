import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../src/contracts/api/apiError';
import { accountFailure, accountRefusalError } from './accountRefusalError';
import { ACCOUNT_REFUSALS } from './accountRefusals';

describe('ACCOUNT_REFUSALS', () => {
  it('answers waits with 429 rate_limited and a missing session with 401', () => {
    expect(ACCOUNT_REFUSALS.rate_limited).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(ACCOUNT_REFUSALS.session_expired).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});

describe('accountFailure', () => {
  it('builds a body the API error schema accepts: the reason, the wait as a parameter, the reason as the message', () => {
    const failure = accountFailure('rate_limited', { retryAfterSeconds: 569.2 });
    expect(failure.status).toBe(429);
    expect(failure.retryAfterSeconds).toBe(570);
    const body = failure.toBody();
    expect(body).toEqual({
      error: { code: 'rate_limited', message: 'rate_limited', retryAfterSeconds: 570, reason: 'rate_limited', params: { retryAfterSeconds: 570 } },
    });
    expect(apiErrorBody.parse(body)).toEqual(body);
  });
  it('names the field of a use case refusal', () => {
    const failure = accountRefusalError({ ok: false, reason: 'password_common', params: { field: 'password' } });
    expect(failure.toBody().error).toMatchObject({ code: 'bad_request', field: 'password', reason: 'password_common' });
  });
});
