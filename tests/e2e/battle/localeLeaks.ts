import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whole-text patterns of the English values whose `lng` value differs (a placeholder matches anything), from the
 * shipped locale files of `namespaces`: a text on a `lng` screen matching one is English that leaked through.
 * Values with fewer than two Latin letters of their own (a cell "(x, y)", "{{speed}}×") say nothing and are left out.
 */
export function englishLeakPatterns(lng: string, namespaces: readonly string[]): { key: string; pattern: RegExp }[] {
  const load = (language: string, ns: string) => flatten(JSON.parse(readFileSync(path.resolve('public/locales', language, `${ns}.json`), 'utf8')) as Tree);
  const found: { key: string; pattern: RegExp }[] = [];
  for (const ns of namespaces) {
    const local = load(lng, ns);
    for (const [key, en] of load('en', ns)) {
      if (local.get(key) === en) continue;
      const literal = en.split(/\{\{[^}]+\}\}/);
      if (!/[A-Za-z]{2,}/.test(literal.join(''))) continue;
      found.push({ key: `${ns}:${key}`, pattern: new RegExp(`^${literal.map(escape).join('.+')}$`, 's') });
    }
  }
  return found;
}

/** Every visible text of `scope` as the player and a screen reader meet it: text nodes, aria-labels and titles. */
export async function visibleTexts(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const texts = new Set<string>();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (text && parent && parent.checkVisibility()) texts.add(text);
      }
      for (const el of root.querySelectorAll('[aria-label], [title]')) {
        for (const name of ['aria-label', 'title']) {
          const value = el.getAttribute(name)?.trim();
          if (value) texts.add(value);
        }
      }
    }
    return [...texts];
  });
}

/** Texts that are English where the language has its own words, raw keys ("battle:log.round", "screen.title") or unfilled placeholders. */
export function untranslated(texts: readonly string[], leaks: readonly { key: string; pattern: RegExp }[]): string[] {
  const rawKey = /^([a-z]+:)?[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
  const bad: string[] = [];
  for (const text of texts) {
    if (rawKey.test(text) || text.includes('{{')) bad.push(`raw: ${text}`);
    const leak = leaks.find((l) => l.pattern.test(text));
    if (leak) bad.push(`English (${leak.key}): ${text}`);
  }
  return bad;
}
