import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { i18nOptions } from './i18nOptions';
import { NAMESPACES, SUPPORTED_LANGUAGES } from './languages';

const root = path.resolve(__dirname, '../../../public/locales');
const load = (language: string, ns: string): unknown => JSON.parse(readFileSync(path.join(root, language, `${ns}.json`), 'utf8'));

/** Every leaf of a translation file as `dotted.path -> value` (arrays by index). */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A key without its plural suffix (`cards_one` → `cards`): languages differ in how many forms a count needs. */
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('shipped translations', () => {
  it('have a folder per supported language with every namespace', () => {
    expect(readdirSync(root).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      for (const ns of NAMESPACES) expect(() => load(language, ns), `${language}/${ns}`).not.toThrow();
    }
  });

  // Every namespace the client words itself is complete in every language (units, skills and statuses are
  // checked against the catalogue by the content tests).
  for (const ns of ['ui', 'homepage', 'cards', 'battle', 'modes', 'wallet', 'economy', 'share', 'compete', 'coach']) {
    it(`${ns}: ru and zh translate every English string, with the same placeholders, none empty`, () => {
      const english = leaves(load('en', ns));
      if (ns === 'ui' || ns === 'homepage') expect(english.size).toBeGreaterThan(20);
      for (const language of SUPPORTED_LANGUAGES) {
        const other = leaves(load(language, ns));
        expect([...new Set([...other.keys()].map(pluralBase))].sort(), `${language}/${ns} keys`).toEqual([...new Set([...english.keys()].map(pluralBase))].sort());
        for (const [key, text] of other) {
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${ns}:${key}`).toBe(true);
          const englishText = english.get(key) ?? english.get(`${pluralBase(key)}_other`);
          expect(placeholders(text), `${language}/${ns}:${key} placeholders`).toEqual(placeholders(englishText));
        }
        // A counted text has exactly the forms the language's plural rules ask for: English one and other, Russian
        // one, few, many (and other, for fractions), Chinese other alone.
        const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
        const counted = new Map<string, string[]>();
        for (const key of other.keys()) {
          const form = PLURAL_SUFFIX.exec(key)?.[1];
          if (form) counted.set(pluralBase(key), [...(counted.get(pluralBase(key)) ?? []), form]);
        }
        for (const [base, found] of counted) expect(found.sort(), `${language}/${ns}:${base} plural forms`).toEqual(forms);
      }
    });
  }

  it('quote the spec messages exactly in English', () => {
    const ui = leaves(load('en', 'ui'));
    expect(ui.get('errors.somethingWrong')).toBe('Something went wrong');
    expect(ui.get('errors.unknown')).toBe('Unknown error');
    expect(ui.get('errors.unhandled')).toBe('An unhandled error occurred');
    expect(ui.get('errors.refresh')).toBe('Refresh page');
    expect(ui.get('telegram.tooOld')).toBe('Oops, You are using too old Telegram client to run this application.');
    expect(ui.get('update.available')).toBe('New version available. Update now?');
    expect(ui.get('update.update')).toBe('Update');
    expect(ui.get('update.updating')).toBe('Updating...');
  });
});

describe('a battle retry that changed the request (idempotency_conflict) is worded with what it changed', () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(language, async () => {
      const modes = load(language, 'modes') as { refusals: Record<string, string>; requestPart: Record<string, string> };
      const i18n = createInstance();
      await i18n.init({ lng: language, ns: ['modes'], interpolation: i18nOptions().interpolation, resources: { [language]: { modes } } });
      for (const differs of ['mode', 'stage', 'team', 'commitment', 'client_seed']) {
        const error = new ApiError({ status: 409, code: 'conflict', message: 'x', reason: 'idempotency_conflict', params: { differs } });
        const text = i18n.t(`modes:refusals.${error.reason}`, { ...error.params });
        expect(text, differs).toContain(modes.requestPart[differs]);
        expect(text, differs).not.toMatch(/\$t\(|\{\{/);
      }
    });
  }
});

describe('a credited deposit takes the count\'s form', () => {
  it('in ru (одна монета, две монеты, пять монет) and en, zh without plurals', async () => {
    const worded = async (language: string, count: number) => {
      const i18n = createInstance();
      await i18n.init({ lng: language, ns: ['wallet'], interpolation: i18nOptions().interpolation, resources: { [language]: { wallet: load(language, 'wallet') as Record<string, unknown> } } });
      return i18n.t('wallet:deposit.list.credited', { count, amount: String(count) });
    };
    expect(await worded('ru', 1)).toBe('+1 золотая монета зачислена');
    expect(await worded('ru', 21)).toBe('+21 золотая монета зачислена');
    expect(await worded('ru', 3)).toBe('+3 золотые монеты зачислены');
    expect(await worded('ru', 25)).toBe('+25 золотых монет зачислено');
    expect(await worded('en', 1)).toBe('+1 gold coin credited');
    expect(await worded('en', 25)).toBe('+25 gold coins credited');
    expect(await worded('zh', 25)).toBe('+25 金币已入账');
  });

  it('and so does the gold held in the game, on the same screen', async () => {
    const held = async (language: string, count: number) => {
      const i18n = createInstance();
      await i18n.init({ lng: language, ns: ['wallet'], interpolation: i18nOptions().interpolation, resources: { [language]: { wallet: load(language, 'wallet') as Record<string, unknown> } } });
      return i18n.t('wallet:deposit.gameBalance', { count, amount: String(count) });
    };
    expect(await held('ru', 1)).toBe('В игре: 1 золотая монета');
    expect(await held('ru', 3)).toBe('В игре: 3 золотые монеты');
    expect(await held('ru', 50)).toBe('В игре: 50 золотых монет');
    expect(await held('en', 1)).toBe('In the game: 1 gold coin');
    expect(await held('en', 50)).toBe('In the game: 50 gold coins');
    expect(await held('zh', 50)).toBe('游戏内：50 金币');
  });
});

describe('the daily check-in\'s reward takes the count\'s form', () => {
  const worded = async (language: string, key: string, count: number) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, ns: ['wallet'], interpolation: i18nOptions().interpolation, resources: { [language]: { wallet: load(language, 'wallet') as Record<string, unknown> } } });
    return i18n.t(`wallet:ton.checkIn.${key}`, { count, amount: String(count) });
  };
  it('in ru (одна монета, две монеты, тридцать монет) and en, zh (game coins, not gold)', async () => {
    expect(await worded('ru', 'action', 1)).toBe('Отметиться: +1 монета');
    expect(await worded('ru', 'action', 3)).toBe('Отметиться: +3 монеты');
    expect(await worded('ru', 'action', 30)).toBe('Отметиться: +30 монет');
    expect(await worded('ru', 'credited', 21)).toBe('+21 монета: вы отметились сегодня!');
    expect(await worded('ru', 'badgeLabel', 30)).toBe('Ежедневная отметка: +30 монет');
    expect(await worded('ru', 'body', 1)).toContain('получите 1 монету.');
    expect(await worded('ru', 'body', 2)).toContain('получите 2 монеты.');
    expect(await worded('en', 'action', 1)).toBe('Check in: +1 coin');
    expect(await worded('en', 'badgeLabel', 30)).toBe('Daily check-in: +30 coins');
    expect(await worded('zh', 'credited', 30)).toBe('+30 游戏币：今日已签到！');
    for (const language of SUPPORTED_LANGUAGES) {
      for (const key of ['body', 'action', 'credited', 'badgeLabel']) expect(await worded(language, key, 30), `${language} ${key}`).not.toMatch(/\{\{|ton\.checkIn/);
    }
  });
});

describe('an amount of a currency is named one way', () => {
  // The reward legs (battle rewards, the conversions' rate and confirm button) and the conversions' amounts
  // (CurrencyAmount: the number, then the unit) name a currency with the same word in the same form: ru "1 золото",
  // "50 золота" in both, never "золотая монета" in one and "золото" in the other.
  for (const language of SUPPORTED_LANGUAGES) {
    it(language, async () => {
      const i18n = createInstance();
      await i18n.init({ lng: language, ns: ['modes', 'economy'], interpolation: i18nOptions().interpolation, resources: { [language]: { modes: load(language, 'modes') as Record<string, unknown>, economy: load(language, 'economy') as Record<string, unknown> } } });
      for (const currency of ['gold_coin', 'game_coin', 'invite_points', 'fragments']) {
        for (const count of [1, 2, 5, 21, 50]) {
          const leg = i18n.t(`modes:reward.leg.${currency}`, { count, amount: String(count) });
          const unit = i18n.t(`economy:convert.units.${currency}`, { count });
          expect(leg, `${currency} ${count}`).toBe(`${count} ${unit}`);
        }
      }
    });
  }
});

describe('a card market purchase words its coins in the count\'s form', () => {
  it('in ru (У вас 21 игровая монета, Заплатить 3 игровые монеты)', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ru', ns: ['economy'], interpolation: i18nOptions().interpolation, resources: { ru: { economy: load('ru', 'economy') as Record<string, unknown> } } });
    expect(i18n.t('economy:market.buy.preview', { count: 21, balance: '21', after: '1' })).toBe('У вас 21 игровая монета; после покупки: 1.');
    expect(i18n.t('economy:market.buy.confirm', { count: 3, price: '3' })).toBe('Заплатить 3 игровые монеты');
    expect(i18n.t('economy:market.buy.confirm', { count: 250, price: '250' })).toBe('Заплатить 250 игровых монет');
    expect(i18n.t('economy:market.buy.short', { count: 1, missing: '1' })).toBe('Не хватает 1 игровой монеты.');
    expect(i18n.t('economy:market.buy.short', { count: 5, missing: '5' })).toBe('Не хватает 5 игровых монет.');
  });
});
