import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import { hashSecret, newSecretToken } from './secretToken';

/** Base name of the cookie that holds a browser's pending email claim (`__Host-` under https). */
export const EMAIL_CLAIM_COOKIE = 'tcg_email_claim';

/** Claims one browser keeps at once (its cookie holds their tokens, newest first). */
export const MAX_CLAIMS_PER_BROWSER = 3;

/**
 * A day: a player may come back tomorrow and ask for a new code from the same browser. Codes themselves still
 * live 15 minutes; the claim only keeps the chosen password until the mailbox is proven.
 */
export const EMAIL_CLAIM_TTL_SECONDS = 24 * 60 * 60;

/** A pending registration as stored: the token is only in the claimant's cookie, the row keeps its SHA-256. */
export interface EmailClaimRecord {
  id: string;
  email: string;
  tokenHash: string;
  passwordHash: string;
  /** The account the address is being added to (a signed-in claimant), or null for a new account. */
  accountId: string | null;
  language: AccountLanguage;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** A new claim and the token for its cookie. */
export function issueEmailClaim(
  input: { id: string; email: string; passwordHash: string; accountId: string | null; language: AccountLanguage; now: Date },
  ttlSeconds = EMAIL_CLAIM_TTL_SECONDS,
): { token: string; record: EmailClaimRecord } {
  const token = newSecretToken(32);
  const { now, ...rest } = input;
  return { token, record: { ...rest, tokenHash: hashSecret(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), consumedAt: null } };
}

/** Whether a claim can still be confirmed at `now`: `live`, or why not. */
export function emailClaimStatus(claim: EmailClaimRecord, now: Date): 'live' | 'consumed' | 'expired' {
  if (claim.consumedAt) return 'consumed';
  return now.getTime() < claim.expiresAt.getTime() ? 'live' : 'expired';
}
