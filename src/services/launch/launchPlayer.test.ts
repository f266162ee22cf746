import { describe, expect, it } from 'vitest';
import { launchPlayer } from './launchPlayer';

const account = (id: string) => ({ account: { id } });

describe('launchPlayer', () => {
  it('waits (null) while the session check has not answered', () => {
    expect(launchPlayer({ data: undefined, isError: false }, null)).toBeNull();
    expect(launchPlayer({ data: undefined, isError: false }, 'a1')).toBeNull();
  });

  it('is signed out when the check found no session', () => {
    expect(launchPlayer({ data: null, isError: false }, null)).toBe('signedOut');
  });

  it('is created when the account is the one this launch\'s sign-in has just made, else returning', () => {
    expect(launchPlayer({ data: account('a1'), isError: false }, 'a1')).toBe('created');
    expect(launchPlayer({ data: account('a1'), isError: false }, 'a2')).toBe('returning');
    expect(launchPlayer({ data: account('a1'), isError: false }, null)).toBe('returning');
  });

  it('counts a failed check as returning (the lobby shows it with a retry), unless an account is already known', () => {
    expect(launchPlayer({ data: undefined, isError: true }, null)).toBe('returning');
    expect(launchPlayer({ data: null, isError: true }, null)).toBe('returning');
    expect(launchPlayer({ data: account('a1'), isError: true }, 'a1')).toBe('created');
  });
});
