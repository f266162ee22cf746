import { describe, expect, it } from 'vitest';
import type { AccountMeRows } from '../db/accountRepository';
import { AccountViewCache } from './accountViewCache';

const rows = (name: string) => ({ account: { displayName: name } }) as unknown as AccountMeRows;

describe('AccountViewCache', () => {
  it('answers from memory until the version moves', async () => {
    let version = 1;
    let loads = 0;
    const cache = new AccountViewCache(() => version);
    const load = async () => rows(`v${++loads}`);
    expect((await cache.read('a', load))?.account.displayName).toBe('v1');
    expect((await cache.read('a', load))?.account.displayName).toBe('v1');
    expect(loads).toBe(1);
    version = 2;
    expect((await cache.read('a', load))?.account.displayName).toBe('v2');
    expect(loads).toBe(2);
  });

  it('never keeps a read that a write overtook', async () => {
    let version = 1;
    let loads = 0;
    const cache = new AccountViewCache(() => version);
    await cache.read('a', async () => {
      loads++;
      version = 2; // a write committed while this read was in flight: what it read may be stale
      return rows('stale');
    });
    expect((await cache.read('a', async () => (loads++, rows('fresh'))))?.account.displayName).toBe('fresh');
    expect(loads).toBe(2);
  });

  it('keeps nothing for a missing account', async () => {
    let loads = 0;
    const cache = new AccountViewCache(() => 1);
    await cache.read('gone', async () => (loads++, undefined));
    await cache.read('gone', async () => (loads++, undefined));
    expect(loads).toBe(2);
  });
});
