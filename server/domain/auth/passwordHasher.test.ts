import { describe, expect, it } from 'vitest';
import { KdfOverloadError } from './kdfOverload';
import type { Kdf } from './passwordHash';
import { createPasswordHasher } from './passwordHasher';

const CHEAP = { logN: 4, r: 8, p: 1 };

/** A KDF that holds every task until released, to have hashes "in flight" on demand. */
function heldKdf(): { kdf: Kdf; release(): void; started: () => number } {
  const waiting: Array<() => void> = [];
  let started = 0;
  return {
    kdf: async (task) => {
      started += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return Buffer.alloc(task.keyLength, 7);
    },
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    started: () => started,
  };
}

describe('createPasswordHasher', () => {
  it('hashes and verifies with the given parameters', async () => {
    const hasher = createPasswordHasher({ params: CHEAP });
    const hash = await hasher.hash('amber lantern 77', 'ip:a');
    expect(hash).toMatch(/^\$scrypt\$ln=4,r=8,p=1\$/);
    expect(await hasher.verify('amber lantern 77', hash, 'ip:a')).toBe(true);
    expect(await hasher.verify('wrong', hash, 'ip:a')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('gives one address at most its share in flight, refusing the rest before any work; others are unaffected', async () => {
    const held = heldKdf();
    const hasher = createPasswordHasher({ params: CHEAP, kdf: held.kdf, perAddress: 2 });
    const running = [hasher.hash('a', 'ip:one'), hasher.hash('b', 'ip:one')];
    await expect(hasher.hash('c', 'ip:one')).rejects.toEqual(new KdfOverloadError('address_busy', 1));
    const other = hasher.hash('d', 'ip:two');
    expect(held.started()).toBe(3);
    held.release();
    await Promise.all([...running, other]);
    // The share frees as hashes finish.
    const again = hasher.hash('e', 'ip:one');
    held.release();
    await expect(again).resolves.toMatch(/^\$scrypt\$/);
  });

  it('lets requests enter up to the address share, and none while the pool is saturated', () => {
    let saturated: number | null = null;
    const kdf = Object.assign(async () => Buffer.alloc(32), { saturated: () => saturated });
    const hasher = createPasswordHasher({ params: CHEAP, kdf, perAddress: 2 });
    const first = hasher.enter('ip:one');
    hasher.enter('ip:one');
    expect(() => hasher.enter('ip:one')).toThrow(new KdfOverloadError('address_busy', 1));
    first();
    first();
    const third = hasher.enter('ip:one');
    third();
    saturated = 4;
    expect(() => hasher.enter('ip:two')).toThrow(new KdfOverloadError('pool_full', 4));
  });

  it('frees the share when a hash fails', async () => {
    let fail = true;
    const hasher = createPasswordHasher({
      params: CHEAP,
      perAddress: 1,
      kdf: async (task) => {
        if (fail) throw new Error('boom');
        return Buffer.alloc(task.keyLength);
      },
    });
    await expect(hasher.hash('a', 'ip:x')).rejects.toThrow('boom');
    fail = false;
    await expect(hasher.hash('a', 'ip:x')).resolves.toMatch(/^\$scrypt\$/);
  });
});
