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

  /** Whether another attempt may be made now. Check before verifying the password (which costs 128 MiB). */
  async check(subject: SignInSubject, now: Date): Promise<RateLimitDecision> {
    const keys = this.keys(subject);
    const since = (rule: RateLimitRule) => new Date(now.getTime() - rule.windowSeconds * 1000);
    const [accountFailures, ipFailures] = await Promise.all([
      this.store.failuresSince(keys.account, since(this.rules.account)),
      this.store.failuresSince(keys.ip, since(this.rules.ip)),
    ]);
    return strictestDecision([
      evaluateRateLimit(accountFailures, now, this.rules.account),
      evaluateRateLimit(ipFailures, now, this.rules.ip),
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
