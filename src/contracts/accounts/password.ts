import { z } from 'zod';

/** NIST SP 800-63B: at least 8 characters when the password is the only factor. */
export const PASSWORD_MIN_LENGTH = 8;
/** Generous upper bound (NIST asks for at least 64) that still caps the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A password as the KDF sees it: Unicode NFKC-normalised (NIST 800-63B 5.1.1.2), so the same passphrase typed
 * on different keyboards (full-width digits, composed accents) hashes the same.
 */
export function normalisePassword(raw: string): string {
  return raw.normalize('NFKC');
}

/** Length in Unicode code points, the unit the length rules count (an emoji is one character, not two). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** A new password at the boundary: the length rules only; the server adds the list and context checks. */
export const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .overwrite(normalisePassword)
  .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked against a stored hash: any non-empty string up to the cap, normalised the same way. */
export const presentedPassword = z
  .string()
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX_LENGTH * 4, 'Password is too long')
  .overwrite(normalisePassword);
