import { z } from 'zod';

/** Display names are 3 to 24 characters (code points). */
export const DISPLAY_NAME_MIN_LENGTH = 3;
/** See {@link DISPLAY_NAME_MIN_LENGTH}. */
export const DISPLAY_NAME_MAX_LENGTH = 24;

// Letters and digits of any script (so ru and zh players can use their own), combining marks, and a few
// separators. No symbols or control/format characters: they enable look-alike and bidi-override tricks.
const allowed = /^[\p{L}\p{M}\p{N}]+(?:[ _.-][\p{L}\p{M}\p{N}]+)*$/u;

/** NFKC-normalises, trims and collapses runs of spaces, so "  Ana   Bell " and "Ana Bell" are one name. */
export function normaliseDisplayName(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/gu, ' ');
}

/** A display name at the API boundary (normalised, then checked). Names are not unique: the account id is. */
export const displayName = z
  .string()
  .max(DISPLAY_NAME_MAX_LENGTH * 4, `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters`)
  .overwrite(normaliseDisplayName)
  .refine((n) => [...n].length >= DISPLAY_NAME_MIN_LENGTH, `Use at least ${DISPLAY_NAME_MIN_LENGTH} characters`)
  .refine((n) => [...n].length <= DISPLAY_NAME_MAX_LENGTH, `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters`)
  .refine(
    (n) => allowed.test(n),
    'Use letters and digits, separated by single spaces, dots, dashes or underscores',
  );
