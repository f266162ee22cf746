import { describe, expect, it } from 'vitest';
import { readNativeAppleResult } from './iosBridge';

describe('readNativeAppleResult', () => {
  it('reads the token and the optional name from the fragment', () => {
    expect(readNativeAppleResult('#id_token=a.b.c&name=Ann%20Lee')).toEqual({ idToken: 'a.b.c', displayNameHint: 'Ann Lee' });
    expect(readNativeAppleResult('#id_token=a.b.c')).toEqual({ idToken: 'a.b.c' });
  });

  it('is null without a token', () => {
    expect(readNativeAppleResult('')).toBeNull();
    expect(readNativeAppleResult('#name=Ann')).toBeNull();
  });
});
