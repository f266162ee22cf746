import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { idempotencyKey, isDefinitiveRefusal } from './idempotencyKey';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const failure = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) => new ApiError({ status, code, message: '' });

describe('idempotencyKey', () => {
  it('keeps the key after a lost connection, a broken answer or a server fault, so a retry cannot pay twice', () => {
    const key = idempotencyKey(counter());
    for (const error of [failure(0, 'network'), failure(200, 'bad_response'), failure(500, 'internal'), failure(503, 'unavailable'), new TypeError('fetch failed')]) {
      key.settle({ ok: false, error });
      expect(key.current).toBe('key-1');
    }
  });

  it('renews the key after a success and after a refusal, so the next press is a new operation', () => {
    const key = idempotencyKey(counter());
    key.settle({ ok: true });
    expect(key.current).toBe('key-2');
    key.settle({ ok: false, error: failure(409, 'insufficient_funds') });
    expect(key.current).toBe('key-3');
    key.settle({ ok: false, error: failure(429, 'rate_limited') });
    expect(key.current).toBe('key-4');
  });

  it('calls only a 4xx answer definitive', () => {
    expect(isDefinitiveRefusal(failure(404, 'not_found'))).toBe(true);
    expect(isDefinitiveRefusal(failure(0, 'network'))).toBe(false);
    expect(isDefinitiveRefusal(new Error('boom'))).toBe(false);
  });
});
