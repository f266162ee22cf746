import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../public/locales');
const load = (language: string): unknown => JSON.parse(readFileSync(path.join(root, language, 'seasons.json'), 'utf8'));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf as `dotted.path -> text`. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else out.set(prefix, String(value));
  return out;
}

/** The plural forms each language's rules need (Intl.PluralRules: en one/other, ru one/few/many/other, zh other). */
const forms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).filter((p) => p !== 'count').sort();

describe('seasons texts', () => {
  it('en, ru and zh word the same strings, each plural with every form its language needs, none empty', () => {
    const english = leaves(load('en'));
    const base = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));
    for (const language of ['en', 'ru', 'zh']) {
      const texts = leaves(load(language));
      expect([...base(texts.keys())].sort(), language).toEqual([...base(english.keys())].sort());
      for (const [key, text] of texts) expect(text.trim(), `${language}:${key}`).not.toBe('');
      for (const plural of [...base(english.keys())].filter((k) => english.has(`${k}_other`))) {
        for (const form of forms(language)) expect(texts.has(`${plural}_${form}`), `${language}:${plural}_${form}`).toBe(true);
      }
      for (const [key, text] of texts) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(source ?? ''));
      }
    }
  });
});
