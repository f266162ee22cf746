import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Currency } from '../../../contracts/accounts/currency';
import { CurrencyAmount } from './CurrencyAmount';

const LOCALES = path.resolve(__dirname, '../../../../public/locales');
const economyOf = (language: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(LOCALES, language, 'economy.json'), 'utf8'));

/** The amount as a player reads it (icon dropped, tags stripped), with the shipped economy texts in `language`. */
async function shown(language: 'en' | 'ru' | 'zh', currency: Currency, amount: number) {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en', ns: ['economy'], defaultNS: 'economy', resources: { en: { economy: economyOf('en') }, [language]: { economy: economyOf(language) } } });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <CurrencyAmount currency={currency} amount={amount} />
    </I18nextProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('CurrencyAmount', () => {
  it('words a currency after a number in the count\'s case in ru', async () => {
    expect(await shown('ru', 'gold_coin', 50)).toBe('50 золота');
    expect(await shown('ru', 'gold_coin', 1)).toBe('1 золото');
    expect(await shown('ru', 'gold_coin', 2)).toBe('2 золота');
    expect(await shown('ru', 'game_coin', 1)).toBe('1 монета');
    expect(await shown('ru', 'game_coin', 3)).toBe('3 монеты');
    expect(await shown('ru', 'game_coin', 50)).toBe('50 монет');
    expect(await shown('ru', 'invite_points', 5)).toBe('5 очков приглашений');
    expect(await shown('ru', 'fragments', 21)).toBe('21 осколок');
  });

  it('keeps English plurals and Chinese without any', async () => {
    expect(await shown('en', 'game_coin', 1)).toBe('1 coin');
    expect(await shown('en', 'game_coin', 50)).toBe('50 coins');
    expect(await shown('en', 'gold_coin', 50)).toBe('50 gold');
    expect(await shown('zh', 'gold_coin', 50)).toBe('50 金币');
  });
});
