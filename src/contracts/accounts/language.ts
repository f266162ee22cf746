import { z } from 'zod';

/** Languages the game ships (en is the default and fallback); an account remembers its choice. */
export const accountLanguage = z.enum(['en', 'ru', 'zh']);
/** One of {@link accountLanguage}. */
export type AccountLanguage = z.infer<typeof accountLanguage>;

/** Picks the best supported language from a BCP 47 tag or an Accept-Language header; falls back to en. */
export function pickAccountLanguage(header: string | null | undefined): AccountLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    // Stable: equal weights keep header order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    const hit = accountLanguage.options.find((lng) => lng === primary);
    if (hit) return hit;
  }
  return 'en';
}
