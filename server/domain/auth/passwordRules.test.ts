import { describe, expect, it } from 'vitest';
import commonPasswords from './commonPasswords.json';
import { checkPasswordRules } from './passwordRules';

describe('checkPasswordRules', () => {
  it.each(['correct horse battery staple', 'Gx7!pQ2m', 'мой пароль для игры', '我的卡牌游戏密码很长', 'tr4ding-c4rds-r0ck'])(
    'accepts %j',
    (password) => expect(checkPasswordRules(password, { email: 'player@example.com' })).toEqual([]),
  );

  it('checks length in code points', () => {
    expect(checkPasswordRules('Gx7!pQ2')).toEqual(['too_short']);
    expect(checkPasswordRules('Gx7!pQ2m'.repeat(17))).toContain('too_long');
  });

  it.each(['password', 'Password1', 'qwerty123', 'iloveyou', 'dragon2024!', 'Football1', 'PASSW0RD', 'tcgtcg2025'])(
    'refuses the common password %j',
    (password) => expect(checkPasswordRules(password)).toContain('common'),
  );

  it('ships a list of lower-case entries without duplicates', () => {
    expect(commonPasswords.length).toBeGreaterThan(300);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    for (const entry of commonPasswords) expect(entry).toBe(entry.toLowerCase());
  });

  it('refuses the account email, its local part and the display name', () => {
    expect(checkPasswordRules('Player.One@example.com', { email: 'player.one@example.com' })).toContain('matches_email');
    expect(checkPasswordRules('player.one', { email: 'player.one@example.com' })).toContain('matches_email');
    expect(checkPasswordRules('player.one2024', { email: 'player.one@example.com' })).toContain('matches_email');
    expect(checkPasswordRules('Ana Bellamy', { displayName: 'ana bellamy' })).toContain('matches_email');
  });

  it.each(['aaaaaaaa', 'abababab', 'abcabcabc', '1111111111', 'zzzzzzzzzzzz'])('refuses repetitive %j', (p) => {
    expect(checkPasswordRules(p)).toContain('repetitive');
  });

  it.each(['abcdefghij', '23456789', 'zyxwvuts', 'hijklmnop'])('refuses sequential %j', (p) => {
    expect(checkPasswordRules(p)).toContain('sequential');
  });

  it('does not mistake a password that merely contains a sequence', () => {
    expect(checkPasswordRules('my 12345 cards')).toEqual([]);
  });
});
