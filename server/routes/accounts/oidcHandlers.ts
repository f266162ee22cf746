import type { accountsApi } from '../../../src/contracts/accounts';
import { ID_TOKEN_ERROR_REASON } from '../../domain/accounts/accountErrorReasonFor';
import { identityLabel } from '../../domain/accounts/identityLabel';
import { issueOidcNonce } from '../../domain/auth/oidcNonce';
import { providerStatus } from '../../domain/auth/providerStatus';
import { verifyIdTokenSignIn } from '../../domain/auth/verifyIdToken';
import { accountFailure, requestLanguage } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';
import { completeProof } from './completeProof';
import { takeAddressQuota } from './requestLimits';

type OidcHandlers = Pick<Handlers<typeof accountsApi>, 'getProviderStatus' | 'issueOidcNonce' | 'loginWithIdToken'>;

/** Google and Apple sign-in (OpenID Connect ID tokens), the nonce they need, and which providers are configured. */
export function oidcHandlers(deps: AccountDeps): OidcHandlers {
  return {
    async getProviderStatus() {
      return providerStatus(deps.auth);
    },
    async issueOidcNonce({ body, context: c }) {
      if (deps.auth.oidc[body.provider].clientIds.length === 0) {
        throw accountFailure('provider_not_configured', requestLanguage(c, await deps.authenticate(c)), { field: 'provider' });
      }
      const now = deps.now();
      await takeAddressQuota(deps.nonceQuota, deps, c, now, requestLanguage(c, await deps.authenticate(c)));
      const { nonce, record } = issueOidcNonce(body.provider, now);
      await deps.nonces.save(record);
      return { nonce, expiresAt: record.expiresAt.toISOString() };
    },
    async loginWithIdToken({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const verified = await verifyIdTokenSignIn({
        token: body.idToken,
        settings: deps.auth.oidc[body.provider],
        keySet: deps.keySets[body.provider],
        nonces: deps.nonces,
        now: deps.now(),
      });
      if (!verified.ok) {
        const reason = ID_TOKEN_ERROR_REASON[verified.error];
        throw accountFailure(reason, language, reason === 'provider_not_configured' ? {} : { field: 'idToken' });
      }
      const token = verified.token;
      return completeProof(
        deps,
        c,
        {
          kind: body.provider,
          subject: token.subject,
          email: token.email,
          displayHint: identityLabel(body.provider, { email: token.email, name: token.name }),
          suggestedName: body.displayNameHint ?? token.name,
          language,
        },
        current,
      );
    },
  };
}
