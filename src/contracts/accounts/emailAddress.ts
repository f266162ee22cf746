import { z } from 'zod';

/** RFC 5321 limits: 254 characters for a whole path, 64 for the local part. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

// The WHATWG HTML "valid e-mail address" local part: what browsers accept in <input type=email>.
const localPart = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
// One DNS label after IDNA (punycode): letters, digits, hyphens, not at the ends.
const dnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The canonical form of an email address, used as the lookup key: trimmed, lower-cased, the domain converted to
 * its ASCII (punycode) form. Gmail-style dots and +tags are kept: by RFC they are different mailboxes, and
 * folding them would silently merge accounts. Browser-safe (uses the WHATWG URL parser for IDNA).
 */
export function normaliseEmailAddress(raw: string): string {
  const trimmed = raw.normalize('NFC').trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return trimmed;
  const domain = trimmed.slice(at + 1);
  if (/[^\x21-\x7e]/.test(domain) === false) return trimmed;
  try {
    const ascii = new URL(`http://${domain}/`).hostname;
    return `${trimmed.slice(0, at)}@${ascii}`;
  } catch {
    return trimmed;
  }
}

/** Whether an already-normalised address is one we can send mail to: local@domain.tld, sane lengths. */
export function isValidEmailAddress(normalised: string): boolean {
  if (normalised.length > EMAIL_MAX_LENGTH) return false;
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return false;
  const local = normalised.slice(0, at);
  const domain = normalised.slice(at + 1);
  if (local.length > LOCAL_MAX_LENGTH || !localPart.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  if (!labels.every((label) => dnsLabel.test(label))) return false;
  // A top-level domain is never all digits (that would be an IP address).
  return !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

/** An email address at the API boundary: normalised (see {@link normaliseEmailAddress}) then validated. */
export const emailAddress = z
  .string()
  .max(EMAIL_MAX_LENGTH * 2, 'Email address is too long')
  .overwrite(normaliseEmailAddress)
  .refine(isValidEmailAddress, 'Enter a valid email address');
