import { createHash, randomBytes, randomInt } from 'node:crypto';
import { constantTimeEqual } from './constantTimeEqual';

/** Tunables of email verification codes. */
export interface VerificationCodePolicy {
  /** How long a code works. */
  ttlSeconds: number;
  /** Wrong guesses allowed before the code is dead (a new one must be requested). */
  maxAttempts: number;
  /** Minimum gap between two codes for the same email, so the endpoint cannot be used to spam a mailbox. */
  resendCooldownSeconds: number;
}

/**
 * 15 minutes, 5 attempts, one resend a minute. With 5 guesses at a 1-in-a-million code the chance of guessing
 * is 5e-6 per code, and the per-address sign-in rate limit bounds how many codes an attacker can burn through.
 */
export const DEFAULT_VERIFICATION_CODE_POLICY: VerificationCodePolicy = {
  ttlSeconds: 15 * 60,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
};

/** What the database stores for one issued code: never the code itself. */
export interface VerificationCodeRecord {
  /** The (normalised) email the code was sent to. */
  email: string;
  /** Random per-code salt, base64url. */
  salt: string;
  /** SHA-256 of salt + code, hex. */
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  /** Wrong guesses so far. */
  attempts: number;
  /** Set when the code was used successfully; a used code never works again. */
  consumedAt: Date | null;
}

function hashCode(salt: string, code: string): string {
  // The salt stops two identical codes having equal hashes. A 6-digit code cannot be protected against an
  // offline guess by any hash (there are only a million); what protects it is the short life and the attempt cap.
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** Makes a new 6-digit code (uniform, from the CSPRNG) and the record to store for it. */
export function issueVerificationCode(
  email: string,
  now: Date,
  policy: VerificationCodePolicy = DEFAULT_VERIFICATION_CODE_POLICY,
): { code: string; record: VerificationCodeRecord } {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  return {
    code,
    record: {
      email,
      salt,
      codeHash: hashCode(salt, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + policy.ttlSeconds * 1000),
      attempts: 0,
      consumedAt: null,
    },
  };
}

/** Why a submitted code was refused. */
export type VerificationCodeRefusal = 'wrong' | 'expired' | 'used' | 'attempts_exhausted';

/** Outcome of checking a code; `record` is what to write back in both cases (attempts or consumedAt changed). */
export type VerificationCodeCheck =
  | { ok: true; record: VerificationCodeRecord }
  | { ok: false; reason: VerificationCodeRefusal; record: VerificationCodeRecord; attemptsLeft: number };

/**
 * Checks a submitted code against the stored record. A used, expired or exhausted code is refused before the
 * code is even compared, so guessing at a dead code teaches nothing. A wrong guess counts an attempt.
 * The database write must be conditional on the attempts value read (optimistic check) so parallel guesses
 * cannot share one attempt.
 */
export function checkVerificationCode(
  record: VerificationCodeRecord,
  submitted: string,
  now: Date,
  policy: VerificationCodePolicy = DEFAULT_VERIFICATION_CODE_POLICY,
): VerificationCodeCheck {
  const left = Math.max(0, policy.maxAttempts - record.attempts);
  if (record.consumedAt) return { ok: false, reason: 'used', record, attemptsLeft: left };
  if (now.getTime() >= record.expiresAt.getTime()) return { ok: false, reason: 'expired', record, attemptsLeft: left };
  if (record.attempts >= policy.maxAttempts) return { ok: false, reason: 'attempts_exhausted', record, attemptsLeft: 0 };
  if (constantTimeEqual(hashCode(record.salt, submitted), record.codeHash)) {
    return { ok: true, record: { ...record, consumedAt: now } };
  }
  const updated = { ...record, attempts: record.attempts + 1 };
  return { ok: false, reason: 'wrong', record: updated, attemptsLeft: Math.max(0, policy.maxAttempts - updated.attempts) };
}

/** Whether `submitted` is the code of `record` (constant time; says nothing about the record being live). */
export function codeMatches(record: Pick<VerificationCodeRecord, 'salt' | 'codeHash'>, submitted: string): boolean {
  return constantTimeEqual(hashCode(record.salt, submitted), record.codeHash);
}

/** When the next code for this email may be sent (the latest record decides); `now` or earlier means now. */
export function resendAvailableAt(
  latest: VerificationCodeRecord | undefined,
  policy: VerificationCodePolicy = DEFAULT_VERIFICATION_CODE_POLICY,
): Date | null {
  if (!latest) return null;
  return new Date(latest.createdAt.getTime() + policy.resendCooldownSeconds * 1000);
}

/** Whether a new code may be sent now; if not, how many seconds to wait (rounded up). */
export function canResendCode(
  latest: VerificationCodeRecord | undefined,
  now: Date,
  policy: VerificationCodePolicy = DEFAULT_VERIFICATION_CODE_POLICY,
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const at = resendAvailableAt(latest, policy);
  if (!at || now.getTime() >= at.getTime()) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.ceil((at.getTime() - now.getTime()) / 1000) };
}
