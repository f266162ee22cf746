import type { AttemptStore } from './attemptStore';
import { ipRateKey } from './ipRateKey';
import { evaluateRateLimit, type RateLimitRule } from './rateLimit';

/**
 * 30 an hour per address (an IPv6 /64 counts as one): far above what one household registers, low enough that
 * nobody can use the server to mail-bomb strangers, farm accounts, or keep the CPU busy with 128 MiB password
 * hashes. Shared addresses (carrier NAT) are why it is not lower.
 */
export const DEFAULT_MAIL_QUOTA: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

/**
 * Guest accounts per address: 30 an hour. Each comes with the new-player start (cards, game coin, gold coin),
 * so an unlimited guest start would let a script farm starting currencies into throwaway accounts.
 */
export const DEFAULT_GUEST_QUOTA: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

/**
 * OIDC nonces per address: 60 in 10 minutes (a sign-in needs one). Each is a stored row until a day after it
 * expires, so unlimited issuance would let anyone grow the table without bound.
 */
export const DEFAULT_NONCE_QUOTA: RateLimitRule = { limit: 60, windowSeconds: 10 * 60 };

/**
 * One registration or code mail per email address a minute, whoever asks and whether or not the address has an
 * account: the cooldown itself then tells nothing about the address, and nobody can mail-bomb it.
 */
export const DEFAULT_MAILBOX_COOLDOWN: RateLimitRule = { limit: 1, windowSeconds: 60 };

/**
 * Sign-ins per identity (one Telegram user, one email, one Google or Apple subject): 30 an hour. A player signs
 * in a few times a day; a script replaying one valid initData 150 times was minting a session each time.
 */
export const DEFAULT_IDENTITY_SIGN_INS: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

/** The answer of {@link AddressQuota.take}: a ticket, or how long to wait. */
export type QuotaTaken = { allowed: false; retryAfterSeconds: number } | { allowed: true; ticket: QuotaTicket };

/** A taken unit of quota; `release()` gives it back (the costly action did not happen after all). */
export interface QuotaTicket {
  release(): Promise<void>;
}

/**
 * A per-address budget of costly public actions that need no password (registration: a hash, an account and a
 * mail; resending a code: a mail), kept in the same {@link AttemptStore} as sign-in failures under its own key
 * prefix. Taken up front like `SignInLimiter.begin`: the entry is written first, then the window is counted
 * with it, so a burst of parallel requests cannot overdraw it.
 */
export class AddressQuota {
  /** `prefix` separates this budget's keys from the sign-in failures' (`mail:ip:…`). */
  constructor(
    private readonly store: AttemptStore,
    private readonly rule: RateLimitRule = DEFAULT_MAIL_QUOTA,
    private readonly prefix = 'mail',
  ) {}

  /** The window the budget counts over, in seconds (a cooldown of one a window frees up this long after use). */
  get windowSeconds(): number {
    return this.rule.windowSeconds;
  }

  /** Takes one unit for `ip` at `now`, or says how long to wait. */
  take(ip: string | null | undefined, now: Date): Promise<QuotaTaken> {
    return this.takeFor(ipRateKey(ip), now);
  }

  /** Takes one unit for any subject (an email address, an identity), keyed `<prefix>:<subject>`. */
  async takeFor(subject: string, now: Date): Promise<QuotaTaken> {
    const key = `${this.prefix}:${subject}`;
    const ids = await this.store.addFailure([key], now);
    const taken = await this.store.failuresSince(key, new Date(now.getTime() - this.rule.windowSeconds * 1000));
    const decision = evaluateRateLimit(taken, now, { ...this.rule, limit: this.rule.limit + 1 });
    if (!decision.allowed) {
      await this.store.removeFailures(ids);
      return decision;
    }
    return { allowed: true, ticket: { release: () => this.store.removeFailures(ids) } };
  }
}
