import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, crc16Xmodem, whitelistEntry } from '../../src/contracts/api';
import { createTestApp, type TestApp } from './testApp';

const evm = '0xAbCDEF0123456789abcdef0123456789ABCDEF01';
const tonRaw = '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e';
const tonBounceable = 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF';
const tonNonBounceable = 'UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA';

/** Encodes a raw TON address to the user-friendly base64url form (tag 0x11: bounceable, mainnet). */
function friendly(raw: string): string {
  const [wc, hex] = raw.split(':') as [string, string];
  const bytes = new Uint8Array(36);
  bytes[0] = 0x11;
  bytes[1] = Number(wc) & 0xff;
  bytes.set(Buffer.from(hex, 'hex'), 2);
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return Buffer.from(bytes).toString('base64url');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.repositories.whitelist.importEntries(t.database.db, [
    whitelistEntry.parse({ address: evm, note: 'early supporter' }),
    whitelistEntry.parse({ address: tonBounceable }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/whitelist/:address', () => {
  it('finds an EVM address in any letter case and answers its normalised form', async () => {
    for (const spelling of [evm, evm.toLowerCase(), `0x${evm.slice(2).toUpperCase()}`]) {
      await expect(t.client.call(api.lookupWhitelist, { params: { address: spelling } })).resolves.toEqual({
        address: evm.toLowerCase(),
        whitelisted: true,
      });
    }
  });

  it('finds a TON address in raw, bounceable, non-bounceable and base64 (+/) spellings', async () => {
    for (const spelling of [tonRaw, tonRaw.toUpperCase().replace('0X', '0x'), tonBounceable, tonNonBounceable, tonBounceable.replace(/-/g, '+')]) {
      await expect(t.client.call(api.lookupWhitelist, { params: { address: spelling } })).resolves.toEqual({
        address: tonRaw,
        whitelisted: true,
      });
    }
  });

  it('finds a user-friendly TON address whose base64 form has "/" (sent as %2F)', async () => {
    const raw = `-1:${'f'.repeat(64)}`;
    await t.repositories.whitelist.importEntries(t.database.db, [whitelistEntry.parse({ address: raw })]);
    const urlSafe = friendly(raw);
    expect(urlSafe).toContain('_');
    for (const spelling of [urlSafe, urlSafe.replace(/_/g, '/').replace(/-/g, '+')]) {
      await expect(t.client.call(api.lookupWhitelist, { params: { address: spelling } })).resolves.toEqual({ address: raw, whitelisted: true });
    }
  });

  it('answers whitelisted: false for a valid address that is not listed', async () => {
    const other = `0x${'1'.repeat(40)}`;
    await expect(t.client.call(api.lookupWhitelist, { params: { address: other } })).resolves.toEqual({ address: other, whitelisted: false });
  });

  it.each([
    ['not-an-address', /EVM address/],
    ['0x1234', /EVM address/],
    [tonBounceable.slice(0, -1) + (tonBounceable.endsWith('F') ? 'G' : 'F'), /checksum/],
  ])('refuses %s with a 400 naming the address field', async (address, message) => {
    const response = await t.request(`/api/whitelist/${encodeURIComponent(address)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; field: string; message: string } };
    expect(body.error).toMatchObject({ code: 'bad_request', field: 'address' });
    expect(body.error.message).toMatch(message);
  });
});

describe('whitelist import (repository)', () => {
  it('applies duplicate addresses in order (last note wins) and counts new vs updated', async () => {
    const repo = t.repositories.whitelist;
    const before = await repo.count(t.database.db);
    const a = `0x${'a'.repeat(40)}`;
    const b = `0x${'b'.repeat(40)}`;
    expect(await repo.importEntries(t.database.db, [{ address: a, note: 'first' }, { address: a, note: 'second' }])).toEqual({ added: 1, updated: 0 });
    expect(await repo.find(t.database.db, a)).toMatchObject({ note: 'second' });
    expect(await repo.importEntries(t.database.db, [{ address: a, note: null }, { address: b, note: 'x' }])).toEqual({ added: 1, updated: 1 });
    expect(await repo.find(t.database.db, a)).toMatchObject({ address: a, note: null });
    expect(await repo.count(t.database.db)).toBe(before + 2);
    expect(await repo.importEntries(t.database.db, [])).toEqual({ added: 0, updated: 0 });
  });
});
