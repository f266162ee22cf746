import type { LanguageDetectorModule } from 'i18next';

/** Where the detector looks for a language, in order (SPEC §9), and where it keeps the chosen one. */
export interface DetectionOptions {
  order: readonly ('querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag')[];
  lookupQuerystring: string;
  lookupCookie: string;
  lookupLocalStorage: string;
  lookupSessionStorage: string;
  caches: readonly ('localStorage' | 'sessionStorage')[];
  /** Applied to each detected code (ru-RU -> ru). */
  convertDetectedLanguage: (language: string) => string;
}

// i18next's rule for a code from outside: letters, digits, `-`, `_`, `@`, `.` (no `..`), so a detected value
// cannot break out of `<html lang="...">`.
const SAFE_CODE = /^[A-Za-z0-9_@.-]{1,128}$/;

/** Storage can be missing or throw (private mode, a sandboxed webview): then it holds nothing. */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function fromCookie(name: string): string | undefined {
  try {
    return document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

function lookup(source: DetectionOptions['order'][number], options: DetectionOptions): (string | null | undefined)[] {
  switch (source) {
    case 'querystring':
      return [new URLSearchParams(window.location.search).get(options.lookupQuerystring)];
    case 'cookie':
      return [fromCookie(options.lookupCookie)];
    case 'localStorage':
      return [storage('localStorage')?.getItem(options.lookupLocalStorage)];
    case 'sessionStorage':
      return [storage('sessionStorage')?.getItem(options.lookupSessionStorage)];
    case 'navigator':
      return [...(navigator.languages ?? []), navigator.language];
    case 'htmlTag':
      return [document.documentElement.getAttribute('lang')];
  }
}

/**
 * The browser's language for i18next: the candidates of `options.order` in that order (i18next takes the first it
 * supports), and the chosen language written to `options.caches`. The game's own small detector instead of
 * i18next-browser-languagedetector, whose other sources (path, subdomain, hash, cookie writing) the game does not
 * use: it kept about 2 KB gzip in the first load.
 */
export function languageDetector(options: DetectionOptions): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () =>
      options.order
        .flatMap((source) => lookup(source, options))
        .filter((code): code is string => typeof code === 'string' && SAFE_CODE.test(code) && !code.includes('..'))
        .map(options.convertDetectedLanguage),
    cacheUserLanguage: (language) => {
      if (language === 'cimode') return;
      for (const kind of options.caches) {
        try {
          storage(kind)?.setItem(kind === 'localStorage' ? options.lookupLocalStorage : options.lookupSessionStorage, language);
        } catch {
          // A full or blocked storage: the choice then lasts for this visit.
        }
      }
    },
  };
}
