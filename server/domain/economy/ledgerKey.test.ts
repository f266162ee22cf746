import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ledgerReason } from '../../../src/contracts/accounts/ledgerReason';
import { clientKey, REASONS_AFTER_KEY_SPLIT, SERVER_KEY_KINDS, SERVER_KEYED_REASONS, sameLedgerKey, serverKey, serverKeyKind } from './ledgerKey';

describe('ledger keys', () => {
  it('a client key and a server key of the same text are different keys', () => {
    expect(sameLedgerKey(clientKey('market-sale:L1'), serverKey('market-sale', 'L1'))).toBe(false);
    expect(sameLedgerKey(serverKey('invite', 'b', 'first_level_up'), serverKey('invite', 'b', 'first_level_up'))).toBe(true);
  });

  it('a server key starts with its kind', () => {
    expect(serverKey('deposit', 1, '0xab', 3).value).toBe('deposit:1:0xab:3');
    expect(serverKeyKind(serverKey('refund', 'apple', 'T1'))).toBe('refund');
    expect(serverKeyKind(clientKey('refund:apple:T1'))).toBeUndefined();
  });

  it('each server-keyed reason has one kind, and migration 0013 classifies exactly those reasons as server keys', () => {
    const reasons = Object.values(SERVER_KEY_KINDS);
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const reason of reasons) expect(ledgerReason.options).toContain(reason);
    const migration = readFileSync(new URL('../../db/migrations/0013_ledger_key_source.sql', import.meta.url), 'utf8');
    const listed = /WHEN "reason" IN \(([^)]*)\) THEN 'server'/.exec(migration)?.[1];
    expect(new Set(listed?.split(',').map((r) => r.trim().replace(/'/g, '')))).toEqual(new Set([...SERVER_KEYED_REASONS].filter((r) => !REASONS_AFTER_KEY_SPLIT.has(r))));
  });
});
