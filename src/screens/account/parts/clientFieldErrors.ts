import type { z } from 'zod';

/**
 * Checks a form against the same contract schema the server uses, before sending, and returns the first
 * problem per field as a translation key from `keys` (the schema's own messages are English, the player's
 * language may not be). Fields without a key fall back to `fallbackKey`. Empty object: the form is fine.
 */
export function clientFieldErrors(
  schema: z.ZodType,
  value: unknown,
  keys: Record<string, string>,
  fallbackKey: string,
): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in out)) out[field] = keys[field] ?? fallbackKey;
  }
  return out;
}
