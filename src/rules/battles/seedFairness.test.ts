import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientSeedSchema, serverSeedSchema } from '../../contracts/battles/seedSchemas';
import { commitServerSeed, deriveBattleSeed, serverSeedMatches } from './seedFairness';

const serverSeed = '6f1ed002ab5595859014ebf0951522d9a5b5f1c0d5f2a4b8d1d4c4e0f2b3a1c7';

describe('commit–reveal battle seeds', () => {
  it('commits to SHA-256 of the server seed text, and a revealed seed is checked against it', () => {
    const commitment = commitServerSeed(serverSeed);
    expect(commitment).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    expect(serverSeedMatches(serverSeed, commitment)).toBe(true);
    expect(serverSeedMatches(serverSeed.replace('6f', '70'), commitment)).toBe(false);
  });

  it('derives the battle seed as the first 4 bytes of HMAC-SHA256(serverSeed, clientSeed), as anyone can with node or openssl', () => {
    for (let i = 0; i < 50; i++) {
      const server = randomBytes(32).toString('hex');
      const client = i % 5 === 0 ? '' : `player-${i}`;
      const expected = createHmac('sha256', server).update(client).digest().readUInt32BE(0);
      expect(deriveBattleSeed(server, client)).toBe(expected);
    }
    // A pinned example for docs/GAME_RULES.md "Fair seeds".
    expect(commitServerSeed(serverSeed)).toBe('d841c3526cc456dce6d4a6326b3f282df088cbc0f1699cf813f3a9c86733e7c4');
    expect(deriveBattleSeed(serverSeed, 'lucky')).toBe(0x4250044d); // 1112540237
  });

  it('a different client seed gives a different battle seed; the seed is a uint32', () => {
    const a = deriveBattleSeed(serverSeed, 'a');
    expect(deriveBattleSeed(serverSeed, 'b')).not.toBe(a);
    expect(Number.isInteger(a) && a >= 0 && a <= 0xffffffff).toBe(true);
  });

  it('validates the seeds at the boundary', () => {
    expect(serverSeedSchema.safeParse(serverSeed).success).toBe(true);
    expect(serverSeedSchema.safeParse(serverSeed.toUpperCase()).success).toBe(false);
    expect(serverSeedSchema.safeParse('abc').success).toBe(false);
    expect(clientSeedSchema.safeParse('').success).toBe(true);
    expect(clientSeedSchema.safeParse('my seed 42!').success).toBe(true);
    expect(clientSeedSchema.safeParse('x'.repeat(65)).success).toBe(false);
    expect(clientSeedSchema.safeParse('tab\there').success).toBe(false);
  });
});
