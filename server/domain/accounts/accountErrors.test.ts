import { describe, expect, it } from 'vitest';
import { accountRefusalReason } from '../../../src/contracts/accounts/accountRefusalReason';
import { accountLanguage } from '../../../src/contracts/accounts/language';
import { ACCOUNT_MESSAGES, accountMessage, formatWait } from './accountErrors';

describe('ACCOUNT_MESSAGES', () => {
  it('has a non-empty message in every language for every reason, with the same placeholders', () => {
    for (const reason of accountRefusalReason.options) {
      const messages = ACCOUNT_MESSAGES[reason];
      const hasWhen = messages.en.includes('{{when}}');
      for (const lng of accountLanguage.options) {
        expect(messages[lng].trim().length).toBeGreaterThan(0);
        expect(messages[lng].includes('{{when}}')).toBe(hasWhen);
      }
    }
  });
});

describe('formatWait', () => {
  it('says when, in each language, with plurals', () => {
    expect(formatWait(45, 'en')).toBe('in 45 seconds');
    expect(formatWait(170, 'en')).toBe('in 3 minutes');
    expect(formatWait(170, 'ru')).toBe('через 3 минуты');
    expect(formatWait(300, 'ru')).toBe('через 5 минут');
    expect(formatWait(170, 'zh')).toBe('3分钟后');
    expect(formatWait(7200, 'en')).toBe('in 2 hours');
  });
});

describe('accountMessage', () => {
  it('fills in the wait and translates', () => {
    expect(accountMessage('rate_limited', 'en', 570)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(accountMessage('password_common', 'ru')).toBe('Этот пароль слишком распространён и легко угадывается. Выберите другой.');
  });
});
