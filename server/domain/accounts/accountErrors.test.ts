import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../src/contracts/api/apiError';
import { accountErrorReason } from '../../../src/contracts/accounts/accountErrorReason';
import { accountLanguage } from '../../../src/contracts/accounts/language';
import { ACCOUNT_ERRORS, accountErrorResponse, formatWait } from './accountErrors';

describe('ACCOUNT_ERRORS', () => {
  it('has a non-empty message in every language for every reason, with the same placeholders', () => {
    for (const reason of accountErrorReason.options) {
      const entry = ACCOUNT_ERRORS[reason];
      const hasWhen = entry.message.en.includes('{{when}}');
      for (const lng of accountLanguage.options) {
        expect(entry.message[lng].trim().length).toBeGreaterThan(0);
        expect(entry.message[lng].includes('{{when}}')).toBe(hasWhen);
      }
    }
  });
  it('uses 429 with rate_limited for waits', () => {
    expect(ACCOUNT_ERRORS.rate_limited).toMatchObject({ status: 429, code: 'rate_limited' });
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

describe('accountErrorResponse', () => {
  it('builds a body the API error schema accepts, with the wait filled in', () => {
    const response = accountErrorResponse('rate_limited', 'en', { retryAfterSeconds: 570 });
    expect(response).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again in 10 minutes.', retryAfterSeconds: 570 } },
    });
    expect(apiErrorBody.parse(response.body)).toEqual(response.body);
  });
  it('names a field when given and translates', () => {
    const response = accountErrorResponse('password_common', 'ru', { field: 'password' });
    expect(response.body.error).toEqual({ code: 'bad_request', message: 'Этот пароль слишком распространён и легко угадывается. Выберите другой.', field: 'password' });
  });
});
