/** An identity as the rules see it. */
export interface IdentityFacts {
  id: string;
  /** Unverified emails do not count as a way back into the account. */
  verified: boolean;
}

/**
 * Whether an identity may be unlinked: it must belong to the account, and at least one verified identity must
 * remain afterwards, so the account never becomes unreachable.
 */
export function canUnlinkIdentity(identities: readonly IdentityFacts[], identityId: string): { ok: true } | { ok: false; reason: 'not_found' | 'last_identity' } {
  if (!identities.some((i) => i.id === identityId)) return { ok: false, reason: 'not_found' };
  const remaining = identities.filter((i) => i.id !== identityId && i.verified);
  return remaining.length > 0 ? { ok: true } : { ok: false, reason: 'last_identity' };
}

/** What a successful proof of an identity (Telegram, Google, Apple, verified email, later wallets) leads to. */
export type ProofOutcome =
  | { action: 'create_account' }
  | { action: 'sign_in'; accountId: string }
  | { action: 'link'; accountId: string }
  | { action: 'conflict'; reason: 'identity_in_use' };

/**
 * The one decision table for every sign-in method, given who owns the proven identity and who (if anyone) is
 * signed in on this browser:
 * - nobody signed in: the owner signs in, or a new account is created for an unknown identity;
 * - signed in: an unknown identity is linked to the current account (this is how a guest secures their
 *   account, and how /setting links more methods); the current account's own identity just signs in again;
 *   another account's identity is a conflict. Accounts are never merged automatically (one could be a
 *   stranger's), and never matched by email across providers (an unverified or recycled address would hand an
 *   account to someone else).
 */
export function decideProofOutcome(ownerAccountId: string | null, signedInAccountId: string | null): ProofOutcome {
  if (signedInAccountId === null) return ownerAccountId === null ? { action: 'create_account' } : { action: 'sign_in', accountId: ownerAccountId };
  if (ownerAccountId === null) return { action: 'link', accountId: signedInAccountId };
  if (ownerAccountId === signedInAccountId) return { action: 'sign_in', accountId: signedInAccountId };
  return { action: 'conflict', reason: 'identity_in_use' };
}

/** What POST /api/auth/email/register does for an email that may already have an identity. */
export type EmailRegistration =
  | { action: 'create' }
  | { action: 'replace_pending'; identityId: string }
  | { action: 'refuse'; reason: 'email_taken' };

/**
 * A verified email belongs to someone: refuse. An unverified one is only a claim nobody proved, so a new
 * registration replaces it (new password, new code); otherwise anyone could block an address by registering it
 * first without access to the mailbox.
 */
export function decideEmailRegistration(existing: { identityId: string; verified: boolean } | null): EmailRegistration {
  if (!existing) return { action: 'create' };
  if (existing.verified) return { action: 'refuse', reason: 'email_taken' };
  return { action: 'replace_pending', identityId: existing.identityId };
}
