import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/api/apiError';
import { errorText } from './errorText';

const LOCALES = path.resolve(__dirname, '../../../../public/locales');
const ui = (lng: string) => JSON.parse(readFileSync(path.join(LOCALES, lng, 'ui.json'), 'utf8')) as object;
const i18n = createInstance();
await i18n.init({ lng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { en: { ui: ui('en') }, ru: { ui: ui('ru') }, zh: { ui: ui('zh') } } });

const refused = (reason: string, params?: Record<string, number>) => new ApiError({ status: 429, code: 'rate_limited', message: 'English fallback', reason, ...(params ? { params } : {}) });

describe('errorText', () => {
  it('words an account refusal in the language shown, not with the server message, the wait as a relative time', () => {
    expect(errorText(refused('rate_limited', { retryAfterSeconds: 570 }), i18n.t)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(errorText(refused('rate_limited', { retryAfterSeconds: 855 }), i18n.getFixedT('ru'))).toBe('Слишком много попыток. Повторите через 15 минут.');
    expect(errorText(refused('code_resend_too_soon', { retryAfterSeconds: 60 }), i18n.getFixedT('zh'))).toBe('验证码刚刚已发送，1分钟后可再次获取。');
    expect(errorText(refused('wrong_credentials'), i18n.getFixedT('ru'))).toBe('Неверная почта или пароль.');
  });

  it('falls back to the code\'s generic text for an unknown reason or no reason', () => {
    const generic = i18n.t('ui:errors.codes.rate_limited');
    expect(generic).not.toBe('ui:errors.codes.rate_limited');
    expect(errorText(refused('no_such_reason'), i18n.t)).toBe(generic);
    expect(errorText(new ApiError({ status: 0, code: 'network', message: '' }), i18n.t)).toBe(i18n.t('ui:errors.codes.network'));
  });
});
