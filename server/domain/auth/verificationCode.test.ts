import { describe, expect, it } from 'vitest';
import { canResendCode, checkVerificationCode, DEFAULT_VERIFICATION_CODE_POLICY, issueVerificationCode } from './verificationCode';

const t0 = new Date('2026-01-01T12:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('issueVerificationCode', () => {
  it('makes a 6-digit code and stores only a salted hash of it', () => {
    const { code, record } = issueVerificationCode('a@example.com', t0);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(record)).not.toContain(code);
    expect(record.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.expiresAt).toEqual(at(15 * 60));
    expect(record.attempts).toBe(0);
    expect(record.consumedAt).toBeNull();
  });
  it('spreads codes over the whole range, leading zeros included', () => {
    const codes = Array.from({ length: 3000 }, () => Number(issueVerificationCode('a@b.co', t0).code));
    expect(Math.min(...codes)).toBeLessThan(10_000);
    expect(Math.max(...codes)).toBeGreaterThan(990_000);
    // About 4.5 collisions are expected among 3,000 draws from a million (birthday bound); 25 would be a broken generator.
    expect(new Set(codes).size).toBeGreaterThan(2975);
  });
});

describe('checkVerificationCode', () => {
  it('accepts the right code once, then refuses it as used', () => {
    const { code, record } = issueVerificationCode('a@example.com', t0);
    const first = checkVerificationCode(record, code, at(60));
    expect(first.ok).toBe(true);
    expect(first.record.consumedAt).toEqual(at(60));
    const replay = checkVerificationCode(first.record, code, at(61));
    expect(replay).toMatchObject({ ok: false, reason: 'used' });
  });

  it('counts wrong guesses and dies after the fifth, even for the right code', () => {
    const { code, record } = issueVerificationCode('a@example.com', t0);
    const wrong = code === '000000' ? '000001' : '000000';
    let current = record;
    for (let i = 1; i <= DEFAULT_VERIFICATION_CODE_POLICY.maxAttempts; i++) {
      const result = checkVerificationCode(current, wrong, at(i));
      expect(result).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: 5 - i });
      current = result.record;
    }
    expect(checkVerificationCode(current, code, at(10))).toMatchObject({ ok: false, reason: 'attempts_exhausted' });
  });

  it('works until the last millisecond before expiry and not at it', () => {
    const { code, record } = issueVerificationCode('a@example.com', t0);
    expect(checkVerificationCode(record, code, new Date(record.expiresAt.getTime() - 1)).ok).toBe(true);
    expect(checkVerificationCode(record, code, record.expiresAt)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('does not count an attempt against an expired code', () => {
    const { record } = issueVerificationCode('a@example.com', t0);
    const result = checkVerificationCode(record, '123456', at(3600));
    expect(result.record.attempts).toBe(0);
  });
});

describe('canResendCode', () => {
  it('allows the first code, then one per minute', () => {
    expect(canResendCode(undefined, t0)).toEqual({ ok: true });
    const { record } = issueVerificationCode('a@example.com', t0);
    expect(canResendCode(record, at(1))).toEqual({ ok: false, retryAfterSeconds: 59 });
    expect(canResendCode(record, at(59.5))).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(canResendCode(record, at(60))).toEqual({ ok: true });
  });
});
