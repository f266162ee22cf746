import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { OidcProvider } from '../../src/contracts/accounts/oidcEndpoints';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { ID_TOKEN_ERROR_REASON } from '../domain/accounts/accountRefusalReasonFor';
import { identityLabel } from '../domain/accounts/identityLabel';
import { verifyIdTokenSignIn } from '../domain/auth/verifyIdToken';
import type { AppDeps } from '../appDeps';
import { signInWithProof } from './signInWithProof';
import type { SignInResult } from './signedIn';
import type { Visitor } from './visitor';

/**
 * Google and Apple sign-in (docs/ACCOUNTS.md, "Google and Apple"): the ID token's signature against the provider's
 * key set, its claims and our one-time nonce, then the proof's one ending (`signInWithProof`).
 */
export async function signInWithIdToken(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap' | 'stamina' | 'identitySignIns' | 'auth' | 'keySets' | 'nonces'>,
  input: { provider: OidcProvider; idToken: string; displayNameHint?: string | null; visitor: Visitor; language: AccountLanguage; now: Date },
): Promise<Outcome<SignInResult, AccountRefusalReason>> {
  const { provider } = input;
  const verified = await verifyIdTokenSignIn({ token: input.idToken, settings: deps.auth.oidc[provider], keySet: deps.keySets[provider], nonces: deps.nonces, now: input.now });
  if (!verified.ok) {
    const reason = ID_TOKEN_ERROR_REASON[verified.error];
    return refuse(reason, reason === 'provider_not_configured' ? {} : { field: 'idToken' });
  }
  const token = verified.token;
  return signInWithProof(deps, {
    proof: {
      kind: provider,
      subject: token.subject,
      email: token.email,
      displayHint: identityLabel(provider, { email: token.email, name: token.name }),
      suggestedName: input.displayNameHint ?? token.name,
      language: input.language,
    },
    visitor: input.visitor,
    now: input.now,
  });
}
