import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/api/apiError';
import { refusalText } from './refusalText';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  ns: ['ui', 'economy'],
  resources: {
    en: {
      ui: { errors: { unknown: 'Unknown', codes: { conflict: 'Conflict.' } }, refusals: { card_locked: 'Locked.', rate_limited: 'Try again {{when, relativetime}}.' } },
      economy: { convert: { refusals: { rate_changed: 'Now {{numerator}} per {{denominator}}.' } } },
    },
    ru: { ui: { refusals: { rate_limited: 'Повторите {{when, relativetime}}.' } } },
    zh: { ui: { refusals: { rate_limited: '请{{when, relativetime}}再试。' } } },
  },
});

const refusal = (reason: string, params?: Record<string, number>) => new ApiError({ status: 409, code: 'conflict', message: 'x', reason, params });

describe('refusalText', () => {
  it('words a reason from a namespace, or from a block inside one (ns:block), with its params', () => {
    expect(refusalText(refusal('card_locked'), i18n.t)).toBe('Locked.');
    expect(refusalText(refusal('rate_changed', { numerator: 18, denominator: 1 }), i18n.t, ['economy:convert'])).toBe('Now 18 per 1.');
  });

  it('words a wait (retryAfterSeconds) as a relative time in the language shown, rounded up to seconds, minutes or hours', async () => {
    expect(refusalText(refusal('rate_limited', { retryAfterSeconds: 45 }), i18n.t)).toBe('Try again in 45 seconds.');
    expect(refusalText(refusal('rate_limited', { retryAfterSeconds: 570 }), i18n.t)).toBe('Try again in 10 minutes.');
    expect(refusalText(refusal('rate_limited', { retryAfterSeconds: 7200 }), i18n.t)).toBe('Try again in 2 hours.');
    expect(refusalText(refusal('rate_limited', { retryAfterSeconds: 170 }), i18n.getFixedT('ru'))).toBe('Повторите через 3 минуты.');
    expect(refusalText(refusal('rate_limited', { retryAfterSeconds: 300 }), i18n.getFixedT('ru'))).toBe('Повторите через 5 минут.');
    expect(refusalText(refusal('rate_limited', { retryAfterSeconds: 170 }), i18n.getFixedT('zh'))).toBe('请3分钟后再试。');
  });

  it('falls back to the code, then to unknown', () => {
    expect(refusalText(refusal('no_such_reason'), i18n.t, ['economy:convert'])).toBe('Conflict.');
    expect(refusalText(new Error('boom'), i18n.t)).toBe('Unknown');
  });
});
