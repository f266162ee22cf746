import { describe, expect, it } from 'vitest';
import { INVITE_CODE_STORAGE_KEY, rememberedInviteCode, rememberInviteCode } from './inviteCode';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('invite code memory', () => {
  it('remembers the latest code', () => {
    const storage = memoryStorage();
    expect(rememberedInviteCode(storage)).toBeNull();
    rememberInviteCode('FIRST123', storage);
    rememberInviteCode('SECOND45', storage);
    expect(rememberedInviteCode(storage)).toBe('SECOND45');
    expect(storage.getItem(INVITE_CODE_STORAGE_KEY)).toBe('SECOND45');
  });

  it('survives blocked storage', () => {
    const blocked = { ...memoryStorage(), getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } } as Storage;
    expect(() => rememberInviteCode('CODE1234', blocked)).not.toThrow();
    expect(rememberedInviteCode(blocked)).toBeNull();
  });
});
