import { describe, expect, it } from 'vitest';
import { newPassword, passwordLength, presentedPassword } from './password';

describe('newPassword', () => {
  it('accepts 8 to 128 code points', () => {
    expect(newPassword.safeParse('abcdefgh').success).toBe(true);
    expect(newPassword.safeParse('x'.repeat(128)).success).toBe(true);
  });
  it('refuses 7 and 129 characters with the rule in the message', () => {
    expect(newPassword.safeParse('abcdefg').error?.issues[0]?.message).toBe('Use at least 8 characters');
    expect(newPassword.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe('Use at most 128 characters');
  });
  it('counts code points, so 4 emoji are 4 characters even though they are 8 UTF-16 units', () => {
    expect(passwordLength('🂡🂢🂣🂤')).toBe(4);
    expect(newPassword.safeParse('🂡🂢🂣🂤').success).toBe(false);
  });
  it('NFKC-normalises full-width characters', () => {
    expect(newPassword.parse('ｐａｓｓｗｏｒｄ１２')).toBe('password12');
  });
});

describe('presentedPassword', () => {
  it('refuses empty input and normalises like newPassword', () => {
    expect(presentedPassword.safeParse('').success).toBe(false);
    expect(presentedPassword.parse('ｐａｓｓ')).toBe('pass');
  });
});
