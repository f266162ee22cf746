import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import type { AddressQuota, QuotaTicket } from '../domain/auth/addressQuota';
import type { SignInAttempt, SignInLimiter } from '../domain/auth/signInLimiter';

/**
 * Runs a guessable step (a password, a code) as one attempt counted up front (`SignInLimiter.begin`, so a burst
 * of parallel guesses gets no more tries than the limit): refused with when to retry while the account or the
 * address is over its limit; `run` marks the attempt failed or succeeded, and it is settled however `run` ends.
 */
export async function limitedAttempt<T, R extends string>(
  limiter: SignInLimiter,
  input: { account: string; ip: string | null; now: Date },
  run: (attempt: SignInAttempt) => Promise<Outcome<T, R>>,
): Promise<Outcome<T, R | 'rate_limited'>> {
  const started = await limiter.begin({ account: input.account, ip: input.ip }, input.now);
  if (!started.allowed) return refuse('rate_limited', { retryAfterSeconds: started.retryAfterSeconds });
  try {
    return await run(started.attempt);
  } finally {
    await started.attempt.settle();
  }
}

/** Takes one unit of a per-address budget (registrations, guests, nonces), or refuses with the wait. */
export async function takeAddressQuota(quota: AddressQuota, ip: string | null, now: Date): Promise<Outcome<QuotaTicket, 'rate_limited'>> {
  const taken = await quota.take(ip, now);
  if (!taken.allowed) return refuse('rate_limited', { retryAfterSeconds: taken.retryAfterSeconds });
  return { ok: true, value: taken.ticket };
}

/**
 * Takes one sign-in from the identity's budget (DEFAULT_IDENTITY_SIGN_INS), or refuses with the wait: one valid
 * proof (a Telegram initData, a password) replayed many times cannot mint sessions without limit.
 */
export async function takeIdentitySignIn(identitySignIns: AddressQuota, kind: string, subject: string, now: Date): Promise<Outcome<void, 'rate_limited'>> {
  const taken = await identitySignIns.takeFor(`${kind}:${subject}`, now);
  if (!taken.allowed) return refuse('rate_limited', { retryAfterSeconds: taken.retryAfterSeconds });
  return { ok: true, value: undefined };
}
