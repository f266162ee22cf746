import type { Context } from 'hono';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import type { AddressQuota, QuotaTicket } from '../../domain/auth/addressQuota';
import type { SignInAttempt } from '../../domain/auth/signInLimiter';
import { accountFailure, requestIp } from '../../http/requestContext';
import type { AccountDeps } from './accountDeps';

/**
 * Runs a guessable step (a password, a code) as one attempt counted up front (`SignInLimiter.begin`, so a burst
 * of parallel guesses gets no more tries than the limit): a 429 with when to retry while the account or the
 * address is over its limit; `run` marks the attempt failed or succeeded, and it is settled however `run` ends.
 */
export async function limitedAttempt<T>(
  deps: AccountDeps,
  c: Context,
  account: string,
  now: Date,
  language: AccountLanguage,
  run: (attempt: SignInAttempt) => Promise<T>,
): Promise<T> {
  const started = await deps.limiter.begin({ account, ip: requestIp(c, deps.trustProxy) }, now);
  if (!started.allowed) throw accountFailure('rate_limited', language, { retryAfterSeconds: started.retryAfterSeconds });
  try {
    return await run(started.attempt);
  } finally {
    await started.attempt.settle();
  }
}

/** Takes one unit of a per-address budget (registrations, guests, nonces), or refuses with a translated 429. */
export async function takeAddressQuota(quota: AddressQuota, deps: AccountDeps, c: Context, now: Date, language: AccountLanguage): Promise<QuotaTicket> {
  const taken = await quota.take(requestIp(c, deps.trustProxy), now);
  if (!taken.allowed) throw accountFailure('rate_limited', language, { retryAfterSeconds: taken.retryAfterSeconds });
  return taken.ticket;
}

/**
 * Takes one sign-in from the identity's budget (DEFAULT_IDENTITY_SIGN_INS), or refuses with a translated 429: one
 * valid proof (a Telegram initData, a password) replayed many times cannot mint sessions without limit.
 */
export async function takeIdentitySignIn(deps: AccountDeps, kind: string, subject: string, now: Date, language: AccountLanguage): Promise<void> {
  const taken = await deps.identitySignIns.takeFor(`${kind}:${subject}`, now);
  if (!taken.allowed) throw accountFailure('rate_limited', language, { retryAfterSeconds: taken.retryAfterSeconds });
}
