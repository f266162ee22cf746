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
      ui: { errors: { unknown: 'Unknown', codes: { conflict: 'Conflict.' } }, refusals: { card_locked: 'Locked.' } },
      economy: { convert: { refusals: { rate_changed: 'Now {{numerator}} per {{denominator}}.' } } },
    },
  },
});

const refusal = (reason: string, params?: Record<string, number>) => new ApiError({ status: 409, code: 'conflict', message: 'x', reason, params });

describe('refusalText', () => {
  it('words a reason from a namespace, or from a block inside one (ns:block), with its params', () => {
    expect(refusalText(refusal('card_locked'), i18n.t)).toBe('Locked.');
    expect(refusalText(refusal('rate_changed', { numerator: 18, denominator: 1 }), i18n.t, ['economy:convert'])).toBe('Now 18 per 1.');
  });

  it('falls back to the code, then to unknown', () => {
    expect(refusalText(refusal('no_such_reason'), i18n.t, ['economy:convert'])).toBe('Conflict.');
    expect(refusalText(new Error('boom'), i18n.t)).toBe('Unknown');
  });
});
