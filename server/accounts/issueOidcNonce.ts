import type { OidcProvider } from '../../src/contracts/accounts/oidcEndpoints';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { issueOidcNonce as newNonce } from '../domain/auth/oidcNonce';
import type { AppDeps } from '../appDeps';
import { takeAddressQuota } from './requestLimits';

/** A one-time nonce for a provider's sign-in (stored by hash), within the address's nonce budget. */
export async function issueOidcNonce(
  deps: Pick<AppDeps, 'auth' | 'nonceQuota' | 'nonces'>,
  input: { provider: OidcProvider; ip: string | null; now: Date },
): Promise<Outcome<{ nonce: string; expiresAt: string }, 'provider_not_configured' | 'rate_limited'>> {
  if (deps.auth.oidc[input.provider].clientIds.length === 0) return refuse('provider_not_configured');
  const quota = await takeAddressQuota(deps.nonceQuota, input.ip, input.now);
  if (!quota.ok) return quota;
  const { nonce, record } = newNonce(input.provider, input.now);
  await deps.nonces.save(record);
  return { ok: true, value: { nonce, expiresAt: record.expiresAt.toISOString() } };
}
