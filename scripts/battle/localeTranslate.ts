import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import type { Translate } from '../../src/services/replay/battleLog';

const NAMESPACES = ['battle', 'units', 'skills', 'statuses'] as const;

/**
 * An i18next `t` over the shipped translation files of one language (public/locales/<lng>), with the client's
 * interpolation settings, so the command-line log words events exactly as the /battle screen does.
 */
export async function localeTranslate(language: string, root = path.resolve(import.meta.dirname, '../../public/locales')): Promise<Translate> {
  const load = (lng: string): Record<string, Record<string, unknown>> =>
    Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(root, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>]));
  const resources: Resource = { en: load('en'), [language]: load(language) };
  const instance = i18next.createInstance();
  await instance.init({
    lng: language, fallbackLng: 'en', ns: [...NAMESPACES], defaultNS: 'battle',
    resources, interpolation: { escapeValue: false }, initAsync: false,
  });
  return (key, params) => instance.t(key, params ?? {});
}
