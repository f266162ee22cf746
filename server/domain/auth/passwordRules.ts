import { normalisePassword, passwordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../src/contracts/accounts/password';
import commonPasswordList from './commonPasswords.json';

/** Why a new password was refused. */
export type PasswordProblem = 'too_short' | 'too_long' | 'matches_email' | 'common' | 'repetitive' | 'sequential';

/** Context a password must not simply repeat. */
export interface PasswordContext {
  /** The account's email (normalised), if any. */
  email?: string;
  /** Display name, if any. */
  displayName?: string;
}

// A few hundred of the most used passwords and base words (from public breach top lists, plus this game's own
// name and genre words, which NIST 800-63B 5.1.1.2 calls "context-specific words"). Shipped as data.
const commonPasswords: ReadonlySet<string> = new Set(commonPasswordList);

// Trailing digits and symbols people append to satisfy old composition rules ("dragon2024!").
const trailingDecoration = /[\d\W_]+$/u;

function isCommon(lower: string): boolean {
  if (commonPasswords.has(lower)) return true;
  const base = lower.replace(trailingDecoration, '');
  return base.length >= 3 && base !== lower && commonPasswords.has(base);
}

function isRepetitive(password: string): boolean {
  // One or two distinct characters ("aaaaaaaa", "abababab") or one short unit repeated ("abcabcabc").
  const chars = [...password];
  if (new Set(chars).size <= 2) return true;
  for (let unit = 3; unit <= 4 && unit <= chars.length / 2; unit++) {
    if (chars.length % unit !== 0) continue;
    if (chars.slice(0, unit).join('').repeat(chars.length / unit) === password) return true;
  }
  return false;
}

function isSequential(lower: string): boolean {
  // The whole password is a run of consecutive code points, up or down: "12345678", "abcdefgh", "98765432".
  const points = [...lower].map((c) => c.codePointAt(0) ?? 0);
  if (points.length < 2) return false;
  const step = (points[1] ?? 0) - (points[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return points.every((p, i) => i === 0 || p - (points[i - 1] ?? 0) === step);
}

/**
 * Checks a new password against NIST SP 800-63B (5.1.1.2): length 8-128 code points, not a commonly used or
 * expected password, not repetitive or sequential, not the account's own email or name. Deliberately no
 * composition rules ("one digit, one symbol"): NIST advises against them because they push people towards
 * predictable patterns, and a long passphrase of lower-case words is strong. Returns every problem found.
 */
export function checkPasswordRules(raw: string, context: PasswordContext = {}): PasswordProblem[] {
  const password = normalisePassword(raw);
  const problems: PasswordProblem[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  const lower = password.toLowerCase();
  const email = context.email?.toLowerCase();
  const localPart = email?.slice(0, email.lastIndexOf('@'));
  const name = context.displayName?.normalize('NFKC').toLowerCase();
  const undecorated = lower.replace(trailingDecoration, '');
  const isEmail = email !== undefined && lower === email;
  const isLocalPart = localPart !== undefined && localPart.length >= 3 && undecorated === localPart;
  const isName = name !== undefined && lower === name;
  if (isEmail || isLocalPart || isName) problems.push('matches_email');
  if (isCommon(lower)) problems.push('common');
  if (isRepetitive(password)) problems.push('repetitive');
  else if (isSequential(lower)) problems.push('sequential');
  return problems;
}
