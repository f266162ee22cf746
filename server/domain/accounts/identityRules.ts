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
