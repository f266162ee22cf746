/** An identity as the shared rules see it (the server's rows and the client's LinkedIdentity both fit). */
export interface IdentityFacts {
  id: string;
  kind: string;
  /** Unverified emails do not count as a way back into the account. */
  verified: boolean;
}

/**
 * Whether an identity may be unlinked: it must belong to the account, and at least one verified identity must
 * remain afterwards, so the account never becomes unreachable. The server enforces it (under the account's row
 * lock); /setting calls the same function to disable the button before the click.
 */
export function canUnlinkIdentity(
  identities: readonly Pick<IdentityFacts, 'id' | 'verified'>[],
  identityId: string,
): { ok: true } | { ok: false; reason: 'not_found' | 'last_identity' } {
  if (!identities.some((i) => i.id === identityId)) return { ok: false, reason: 'not_found' };
  const remaining = identities.filter((i) => i.id !== identityId && i.verified);
  return remaining.length > 0 ? { ok: true } : { ok: false, reason: 'last_identity' };
}

/** Whether the account has a verified email: one per account (a second is refused), and the only kind with a password to change. */
export function hasVerifiedEmail(identities: readonly Pick<IdentityFacts, 'kind' | 'verified'>[]): boolean {
  return identities.some((i) => i.kind === 'email' && i.verified);
}

/** A guest is an account with no verified identity: only its session cookie reaches it. */
export function isGuestAccount(identities: readonly Pick<IdentityFacts, 'verified'>[]): boolean {
  return !identities.some((i) => i.verified);
}
