import type { accountsApi } from '../../../src/contracts/accounts';
import { issueOidcNonce } from '../../accounts/issueOidcNonce';
import { signInWithIdToken } from '../../accounts/signInWithIdToken';
import { providerStatus } from '../../domain/auth/providerStatus';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { visitorOf, type AccountRouteDeps } from './accountRouteDeps';
import { signInAnswer } from './sessionCookies';

type OidcHandlers = Pick<Handlers<typeof accountsApi>, 'getProviderStatus' | 'issueOidcNonce' | 'loginWithIdToken'>;

/** Google and Apple sign-in (OpenID Connect ID tokens), the nonce they need, and which providers are configured. */
export function oidcHandlers(deps: AccountRouteDeps): OidcHandlers {
  return {
    getProviderStatus: async () => providerStatus(deps.auth),
    async issueOidcNonce({ body, context: c }) {
      const { visitor } = await visitorOf(deps, c);
      const issued = await issueOidcNonce(deps, { provider: body.provider, ip: visitor.ip, now: deps.now() });
      if (!issued.ok) throw accountRefusalError(issued);
      return issued.value;
    },
    async loginWithIdToken({ body, context: c }) {
      const { visitor, language } = await visitorOf(deps, c);
      const signedIn = await signInWithIdToken(deps, { provider: body.provider, idToken: body.idToken, displayNameHint: body.displayNameHint, visitor, language, now: deps.now() });
      if (!signedIn.ok) throw accountRefusalError(signedIn);
      return signInAnswer(deps, c, signedIn.value);
    },
  };
}
