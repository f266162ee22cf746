import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/api/apiError';
import { refusalText } from '../../shared/refusalText';
import { MARKET_REFUSAL_NS } from './marketRefusalNs';

const load = (lng: string, ns: string): Record<string, unknown> => JSON.parse(readFileSync(path.resolve(__dirname, `../../../../public/locales/${lng}/${ns}.json`), 'utf8')) as Record<string, unknown>;
const i18n = createInstance();
await i18n.init({ lng: 'en', ns: ['ui', 'economy'], resources: { en: { ui: load('en', 'ui'), economy: load('en', 'economy') }, ru: { ui: load('ru', 'ui'), economy: load('ru', 'economy') } } });

const refusal = (status: number, code: 'conflict' | 'forbidden' | 'insufficient_funds', reason: string, params?: Record<string, string | number>) => new ApiError({ status, code, message: 'server words', reason, params });

describe('market refusals', () => {
  it('words the 409s and the 403 of a purchase in the player language, with their numbers', async () => {
    expect(refusalText(refusal(409, 'conflict', 'listing_sold'), i18n.t, MARKET_REFUSAL_NS)).toBe('Someone bought this card first.');
    expect(refusalText(refusal(403, 'forbidden', 'own_listing'), i18n.t, MARKET_REFUSAL_NS)).toBe('You cannot buy your own listing.');
    expect(refusalText(refusal(409, 'insufficient_funds', 'insufficient_funds', { currency: 'game_coin', needed: 140, available: 100 }), i18n.t, MARKET_REFUSAL_NS)).toBe('Not enough game coin: 140 needed, you have 100.');
    await i18n.changeLanguage('ru');
    expect(refusalText(refusal(409, 'conflict', 'listing_sold'), i18n.t, MARKET_REFUSAL_NS)).toBe('Эту карту уже кто-то купил.');
    await i18n.changeLanguage('en');
  });
});
