import { describe, expect, it } from 'vitest';
import { parseWhitelistCsv } from './whitelistImport';

const evm = '0xAbCDEF0123456789abcdef0123456789ABCDEF01';
const ton = 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF';

describe('parseWhitelistCsv', () => {
  it('reads address and optional note, normalising addresses', () => {
    const { entries, problems } = parseWhitelistCsv(`\uFEFFAddress, Note\n${evm},"early, loyal"\n${ton}\n\n0x${'2'.repeat(40)},\n`);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { address: evm.toLowerCase(), note: 'early, loyal' },
      { address: '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e', note: null },
      { address: `0x${'2'.repeat(40)}`, note: null },
    ]);
  });

  it('accepts a file with only the address column', () => {
    expect(parseWhitelistCsv(`address\n${evm}\n`).entries).toHaveLength(1);
  });

  it('reports every bad row with its line number (blank lines counted)', () => {
    const { problems } = parseWhitelistCsv(`address,note\n${evm},ok\n\nbad,x\n${ton.slice(0, -1)}A,y\n${evm},${'n'.repeat(201)}\n`);
    expect(problems).toEqual([
      { line: 4, message: expect.stringMatching(/^address: Enter an EVM address/) },
      { line: 5, message: expect.stringMatching(/^address: TON address checksum/) },
      { line: 6, message: 'note: Note is at most 200 characters' },
    ]);
  });

  it.each([
    ['', /no rows/],
    ['wallet,note\nx,y\n', /must name an "address" column/],
    [`address,note,amount\n${evm},a,1\n`, /Unknown column\(s\) amount/],
    [`address,note\n"${evm},a\n`, /Not valid CSV/],
    [`address,note\n${evm},a,extra\n`, /Not valid CSV/],
  ])('refuses a malformed file %j', (text, message) => {
    const { entries, problems } = parseWhitelistCsv(text);
    expect(entries).toEqual([]);
    expect(problems[0]?.message).toMatch(message);
  });
});
