import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currency as currencySchema, type Currency } from '../../../src/contracts/accounts/currency';
import { ledgerReason } from '../../../src/contracts/accounts/ledgerReason';
import { clientKey, SERVER_KEY_KINDS, serverKey, type ServerKeyKind } from './ledgerKey';
import { applyMovement, emptyBalances, sameMovement, validateMovement, type LedgerMovement } from './ledgerMovement';
import { LEDGER_REASON_RULES } from './ledgerReasonRules';
import { MemoryLedger } from './memoryLedger';

const move = (over: Partial<LedgerMovement>): LedgerMovement => ({
  accountId: 'acc-1',
  reason: 'battle_reward',
  reference: 'battle-42',
  idempotencyKey: serverKey('battle-reward', 'battle-42'),
  legs: [{ currency: 'game_coin', amount: 100 }],
  ...over,
});

describe('validateMovement', () => {
  it('accepts a well-formed movement', () => {
    expect(validateMovement(move({}))).toEqual([]);
    expect(validateMovement(move({ reason: 'conversion', idempotencyKey: clientKey('req-00000001'), legs: [{ currency: 'gold_coin', amount: -1 }, { currency: 'game_coin', amount: 100 }] }))).toEqual([]);
  });
  it.each([
    ['no_legs', { legs: [] }],
    ['zero_amount', { legs: [{ currency: 'game_coin', amount: 0 }] }],
    ['not_whole_number', { legs: [{ currency: 'game_coin', amount: 1.5 }] }],
    ['not_whole_number', { legs: [{ currency: 'game_coin', amount: Number.NaN }] }],
    ['too_large', { legs: [{ currency: 'game_coin', amount: 1e13 }] }],
    ['duplicate_currency', { reason: 'admin_adjustment', legs: [{ currency: 'game_coin', amount: 1 }, { currency: 'game_coin', amount: -1 }] }],
    ['wrong_direction', { legs: [{ currency: 'game_coin', amount: -5 }] }],
    ['wrong_direction', { reason: 'burn', legs: [{ currency: 'game_coin', amount: 5 }] }],
    ['wrong_direction', { reason: 'conversion', legs: [{ currency: 'game_coin', amount: 5 }] }],
    ['bad_idempotency_key', { reason: 'conversion', idempotencyKey: clientKey('short') }],
    ['bad_idempotency_key', { reason: 'conversion', idempotencyKey: clientKey('has spaces in it') }],
    // A server reason under a client key, a client reason under a server key, a server key of another kind.
    ['bad_idempotency_key', { idempotencyKey: clientKey('battle-reward:battle-42') }],
    ['bad_idempotency_key', { reason: 'conversion', legs: [{ currency: 'gold_coin', amount: -1 }, { currency: 'game_coin', amount: 100 }] }],
    ['bad_idempotency_key', { idempotencyKey: serverKey('market-sale', 'battle-42') }],
    ['bad_reference', { reference: '' }],
  ] as const)('finds %s', (problem, over) => {
    expect(validateMovement(move(over as Partial<LedgerMovement>))).toContain(problem);
  });
  it('accepts every server key kind under its own reason', () => {
    for (const [kind, reason] of Object.entries(SERVER_KEY_KINDS)) {
      const legs = [{ currency: 'game_coin' as const, amount: LEDGER_REASON_RULES[reason] === 'debit' ? -1 : 1 }];
      expect(validateMovement(move({ reason, idempotencyKey: serverKey(kind as ServerKeyKind, 'x'), legs }))).toEqual([]);
    }
  });
  it('has a direction for every reason', () => {
    for (const reason of ledgerReason.options) expect(LEDGER_REASON_RULES[reason]).toBeDefined();
  });
});

describe('applyMovement', () => {
  it('refuses a spend beyond the balance and changes nothing', () => {
    const start = { ...emptyBalances(), gold_coin: 5, game_coin: 10 };
    const result = applyMovement(start, move({ reason: 'conversion', legs: [{ currency: 'game_coin', amount: 50 }, { currency: 'gold_coin', amount: -6 }] }));
    expect(result).toEqual({ ok: false, error: 'insufficient_funds', currency: 'gold_coin', needed: 6, available: 5 });
    expect(start).toEqual({ ...emptyBalances(), gold_coin: 5, game_coin: 10 });
  });
  it('allows spending to exactly zero', () => {
    const result = applyMovement({ ...emptyBalances(), fragments: 30 }, move({ reason: 'fragment_store', legs: [{ currency: 'fragments', amount: -30 }] }));
    expect(result).toEqual({ ok: true, balances: emptyBalances() });
  });
});

describe('sameMovement', () => {
  it('ignores leg order but not amounts, reason or reference', () => {
    const a = move({ reason: 'conversion', idempotencyKey: clientKey('req-00000001'), legs: [{ currency: 'gold_coin', amount: -1 }, { currency: 'game_coin', amount: 100 }] });
    expect(sameMovement(a, { ...a, legs: [...a.legs].reverse() })).toBe(true);
    expect(sameMovement(a, { ...a, legs: [{ currency: 'gold_coin', amount: -1 }, { currency: 'game_coin', amount: 101 }] })).toBe(false);
    expect(sameMovement(a, { ...a, reference: 'other' })).toBe(false);
  });
  it('tells a client key from a server key of the same text', () => {
    const server = move({});
    expect(sameMovement(server, { ...server, idempotencyKey: clientKey(server.idempotencyKey.value) })).toBe(false);
  });
});

describe('MemoryLedger', () => {
  it('replays a retried request without applying it twice, and refuses a reused key', () => {
    const ledger = new MemoryLedger();
    expect(ledger.post(move({}))).toEqual({ status: 'applied', balances: { ...emptyBalances(), game_coin: 100 } });
    expect(ledger.post(move({}))).toEqual({ status: 'replayed', balances: { ...emptyBalances(), game_coin: 100 } });
    expect(ledger.post(move({ legs: [{ currency: 'game_coin', amount: 999 }] }))).toEqual({ status: 'rejected', reason: 'idempotency_conflict' });
    expect(ledger.balancesOf('acc-1').game_coin).toBe(100);
    expect(ledger.history('acc-1')).toHaveLength(1);
  });

  it('a client key never takes or blocks the server key of the same text', () => {
    const ledger = new MemoryLedger();
    ledger.post(move({ reason: 'admin_adjustment', idempotencyKey: serverKey('admin', 'grant'), legs: [{ currency: 'gold_coin', amount: 5 }] }));
    const text = serverKey('market-sale', 'listing-1').value;
    const attack = move({ reason: 'conversion', idempotencyKey: clientKey(text), legs: [{ currency: 'gold_coin', amount: -1 }, { currency: 'game_coin', amount: 100 }] });
    expect(ledger.post(attack).status).toBe('applied');
    expect(ledger.post(move({ reason: 'market_sale', idempotencyKey: serverKey('market-sale', 'listing-1'), legs: [{ currency: 'game_coin', amount: 40 }] })).status).toBe('applied');
    expect(ledger.balancesOf('acc-1').game_coin).toBe(140);
  });

  it('the same key on another account is a different movement', () => {
    const ledger = new MemoryLedger();
    ledger.post(move({}));
    expect(ledger.post(move({ accountId: 'acc-2' })).status).toBe('applied');
  });

  it('property: balances never go negative and always equal the sum of applied legs', () => {
    const currencies = currencySchema.options;
    const op = fc.record({
      credit: fc.boolean(),
      currency: fc.constantFrom<Currency>(...currencies),
      amount: fc.integer({ min: 1, max: 500 }),
      key: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const ledger = new MemoryLedger();
        for (const o of ops) {
          ledger.post(
            move({
              reason: 'admin_adjustment',
              idempotencyKey: serverKey('admin', `op-key-${String(o.key).padStart(4, '0')}`),
              legs: [{ currency: o.currency, amount: o.credit ? o.amount : -o.amount }],
            }),
          );
        }
        const balances = ledger.balancesOf('acc-1');
        const sums = emptyBalances();
        for (const m of ledger.history('acc-1')) for (const leg of m.legs) sums[leg.currency] += leg.amount;
        return currencies.every((c) => balances[c] >= 0 && balances[c] === sums[c]);
      }),
    );
  });

  it('50 spends against a balance for 20: exactly 20 succeed', () => {
    const ledger = new MemoryLedger();
    ledger.post(move({ reason: 'admin_adjustment', idempotencyKey: serverKey('admin', 'grant-000001'), legs: [{ currency: 'gold_coin', amount: 20 }] }));
    const results = Array.from({ length: 50 }, (_, i) =>
      ledger.post(move({ reason: 'market_purchase', idempotencyKey: clientKey(`spend-${String(i).padStart(6, '0')}`), legs: [{ currency: 'gold_coin', amount: -1 }] })),
    );
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(20);
    expect(ledger.balancesOf('acc-1').gold_coin).toBe(0);
  });
});
