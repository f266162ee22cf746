import type { AttemptStore } from './attemptStore';
import { evaluateRateLimit, strictestDecision, type RateLimitDecision, type RateLimitRule } from './rateLimit';
import { ipRateKey } from './ipRateKey';

/** Rules for password sign-in (and code checks): per account and per client address. */
export interface SignInRules {
  /** Failures against one account from anywhere: stops a slow guessing attack spread over many addresses. */
  account: RateLimitRule;
  /** Failures from one address (or IPv6 /64) against any accounts: stops one machine spraying many accounts. */
  ip: RateLimitRule;
}

/**
 * 10 failures per account and 30 per address in 15 minutes. A real player who mistypes a few times never meets
 * the limit; a guesser gets at most 960 tries a day per account. The account limit is what lets a stranger lock
 * an owner out of password sign-in for up to 15 minutes; the owner can still use any other linked method, and
 * a success clears the account's count. Both numbers are data: tune them here.
 */
export const DEFAULT_SIGN_IN_RULES: SignInRules = {
  account: { limit: 10, windowSeconds: 15 * 60 },
  ip: { limit: 30, windowSeconds: 15 * 60 },
};

/** Who is trying: the account identifier (e.g. the normalised email) and the client address. */
export interface SignInSubject {
  /** Stable identifier of the account being tried, whether or not it exists (so limits leak nothing). */
  account: string;
  ip: string | null | undefined;
}

/** Rate limiting of sign-in attempts over an {@link AttemptStore}; the clock is passed in. */
export class SignInLimiter {
  /** Uses `store` for failures and `rules` for limits. */
  constructor(
    private readonly store: AttemptStore,
    private readonly rules: SignInRules = DEFAULT_SIGN_IN_RULES,
  ) {}

  private keys(subject: SignInSubject): { account: string; ip: string } {
    return { account: `account:${subject.account}`, ip: ipRateKey(subject.ip) };
  }

  /**
   * Whether another attempt may be made now (read only). Racy under concurrency: a burst of parallel requests
   * all pass before any records its failure. Guard real attempts with {@link begin}.
   */
  async check(subject: SignInSubject, now: Date): Promise<RateLimitDecision> {
    return this.evaluate(this.keys(subject), now, 0);
  }

  /**
   * Starts an attempt that is counted up front: its failure entries are written first, then the window is
   * counted including them. Each of N parallel attempts sees every entry written before its own, so at most
   * `limit` of them are allowed (a check-then-record limiter lets the whole burst through). Blocked: the entries
   * are withdrawn and the wait is returned. Allowed: settle the returned {@link SignInAttempt} when done.
   */
  async begin(subject: SignInSubject, now: Date): Promise<{ allowed: false; retryAfterSeconds: number } | { allowed: true; attempt: SignInAttempt }> {
    const keys = this.keys(subject);
    const ids = await this.store.addFailure([keys.account, keys.ip], now);
    const decision = await this.evaluate(keys, now, 1);
    if (!decision.allowed) {
      await this.store.removeFailures(ids);
      return decision;
    }
    return { allowed: true, attempt: new SignInAttempt(this.store, ids, keys.account) };
  }

  /** The strictest decision over both keys; `own` entries of the caller are already in the log. */
  private async evaluate(keys: { account: string; ip: string }, now: Date, own: number): Promise<RateLimitDecision> {
    const since = (rule: RateLimitRule) => new Date(now.getTime() - rule.windowSeconds * 1000);
    const withOwn = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: rule.limit + own });
    const [accountFailures, ipFailures] = await Promise.all([
      this.store.failuresSince(keys.account, since(this.rules.account)),
      this.store.failuresSince(keys.ip, since(this.rules.ip)),
    ]);
    return strictestDecision([
      evaluateRateLimit(accountFailures, now, withOwn(this.rules.account)),
      evaluateRateLimit(ipFailures, now, withOwn(this.rules.ip)),
    ]);
  }

  /** Records a failed attempt against both the account and the address. */
  async recordFailure(subject: SignInSubject, now: Date): Promise<void> {
    const keys = this.keys(subject);
    await this.store.addFailure([keys.account, keys.ip], now);
  }

  /** A success clears the account's failures (not the address's: one good login must not launder a spray). */
  async recordSuccess(subject: SignInSubject): Promise<void> {
    await this.store.clearFailures(this.keys(subject).account);
  }
}

/**
 * One sign-in attempt already counted as a failure ({@link SignInLimiter.begin}). Mark it `fail()` (a wrong
 * guess: it stays counted) or `succeed()` (withdrawn, and the account's failures cleared), then `settle()`,
 * e.g. in a `finally`. Settled unmarked (refused for another reason, or an error), it is withdrawn.
 */
export class SignInAttempt {
  private outcome: 'pending' | 'failed' | 'succeeded' = 'pending';

  /** Wraps the failure entries `ids` written for this attempt against `accountKey` and an address key. */
  constructor(
    private readonly store: AttemptStore,
    private readonly ids: readonly number[],
    private readonly accountKey: string,
  ) {}

  /** A wrong guess: the attempt stays counted. */
  fail(): void {
    this.outcome = 'failed';
  }

  /** The right answer: the attempt is withdrawn and the account's count cleared (not the address's). */
  succeed(): void {
    this.outcome = 'succeeded';
  }

  /** Writes the outcome to the store. */
  async settle(): Promise<void> {
    if (this.outcome === 'failed') return;
    await this.store.removeFailures(this.ids);
    if (this.outcome === 'succeeded') await this.store.clearFailures(this.accountKey);
  }
}
