import type { LinkedIdentity } from '../../../contracts/accounts';

/**
 * Why an identity cannot be unlinked, or null if it can: the server keeps at least one verified method so the
 * account never becomes unreachable (same rule as canUnlinkIdentity on the server, shown before the click).
 */
export function unlinkBlocker(identities: readonly LinkedIdentity[], id: string): 'last_identity' | null {
  const remaining = identities.filter((i) => i.id !== id && i.verified);
  return remaining.length === 0 ? 'last_identity' : null;
}
