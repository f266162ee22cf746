import { describe, expect, it } from 'vitest';
import { ledgerRefusalOf } from './ledgerRefusalOf';
import { LedgerRefusal } from './ledgerRepository';

describe('ledgerRefusalOf', () => {
  it('answers insufficient funds with the currency and both amounts', () => {
    expect(ledgerRefusalOf(new LedgerRefusal('insufficient_funds', { currency: 'gold_coin', needed: 30, available: 12 }))).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      params: { currency: 'gold_coin', needed: 30, available: 12 },
    });
  });

  it('answers a reused key as an idempotency conflict without parameters', () => {
    expect(ledgerRefusalOf(new LedgerRefusal('idempotency_conflict'))).toEqual({ ok: false, reason: 'idempotency_conflict' });
  });

  it('rethrows any other error unchanged', () => {
    const fault = new Error('connection lost');
    expect(() => ledgerRefusalOf(fault)).toThrow(fault);
  });
});
