import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedSpeed as savedOf, saveSpeed } from './savedSpeed';

const savedSpeed = () => savedOf([0.5, 1, 2, 4]);

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => { items.delete(k); },
    setItem: (k, v) => { items.set(k, String(v)); },
  };
}

describe('the remembered playback speed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 1× at first, then the last speed chosen; anything else stored reads as 1×', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    expect(savedSpeed()).toBe(1);
    saveSpeed(4);
    expect(savedSpeed()).toBe(4);
    saveSpeed(0.5);
    expect(savedSpeed()).toBe(0.5);
    localStorage.setItem('tcg:speed', '3');
    expect(savedSpeed()).toBe(1);
  });

  it('is 1× and saving is harmless when storage is refused', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } });
    expect(() => saveSpeed(2)).not.toThrow();
    expect(savedSpeed()).toBe(1);
  });
});
