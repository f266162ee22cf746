import type { IdentityKind } from '../../src/contracts/accounts/account';
import { displayName } from '../../src/contracts/accounts/displayName';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { isUniqueViolation } from '../db/uniqueViolation';
import { guestDisplayName } from '../domain/accounts/guestDisplayName';
import { decideProofOutcome } from '../domain/accounts/identityRules';
import type { AppDeps } from '../appDeps';
import { takeIdentitySignIn } from './requestLimits';
import { finishSignIn, type SignInResult } from './signedIn';
import type { Visitor } from './visitor';

/** A name offered by a provider if it passes the display-name rules, otherwise a generated guest name. */
export function newAccountName(suggested: string | null | undefined): string {
  if (suggested) {
    const parsed = displayName.safeParse(suggested);
    if (parsed.success) return parsed.data;
  }
  return guestDisplayName();
}

/** An identity a provider (Telegram, Google, Apple) has just proven. */
export interface ProvenIdentity {
  kind: IdentityKind;
  subject: string;
  email?: string | null;
  /** The label for /setting (@username, masked email). */
  displayHint?: string | null;
  /** A name for a new account (the provider's first name), used if it passes the rules. */
  suggestedName?: string | null;
  language: AccountLanguage;
}

/** What a proof-based sign-in needs. */
export type SignInWithProofDeps = Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap' | 'stamina' | 'identitySignIns'>;

/**
 * The one ending of every proof-based sign-in (docs/ACCOUNTS.md, identityRules): create an account (with the
 * new-player start) for an unknown identity, sign in to its owner, link it to the signed-in account, or refuse
 * `identity_in_use`. Runs in one transaction; if a concurrent request created the same identity first (unique
 * violation), the decision is taken again, so a double-tapped login makes one account, not two.
 */
export async function signInWithProof(
  deps: SignInWithProofDeps,
  input: { proof: ProvenIdentity; visitor: Visitor; now: Date },
): Promise<Outcome<SignInResult, 'identity_in_use' | 'rate_limited'>> {
  const { proof, visitor, now } = input;
  const budget = await takeIdentitySignIn(deps.identitySignIns, proof.kind, proof.subject, now);
  if (!budget.ok) return budget;
  const decide = () =>
    deps.db.transaction(async (tx) => {
      const identity = await deps.repositories.accounts.findIdentity(tx, proof.kind, proof.subject);
      const outcome = decideProofOutcome(identity?.accountId ?? null, visitor.current?.id ?? null);
      switch (outcome.action) {
        case 'conflict':
          return null;
        case 'create_account': {
          const accountId = await deps.repositories.accounts.createAccountIn(tx, { displayName: newAccountName(proof.suggestedName), language: proof.language, now, stamina: deps.stamina });
          await deps.repositories.accounts.insertIdentity(tx, { accountId, kind: proof.kind, subject: proof.subject, verified: true, email: proof.email ?? null, displayHint: proof.displayHint ?? null, now });
          return { accountId, created: true, linked: false };
        }
        case 'sign_in':
          if (identity) await deps.repositories.accounts.updateIdentity(tx, identity.id, { lastUsedAt: now, ...(proof.displayHint ? { displayHint: proof.displayHint } : {}) });
          return { accountId: outcome.accountId, created: false, linked: false };
        case 'link':
          await deps.repositories.accounts.insertIdentity(tx, { accountId: outcome.accountId, kind: proof.kind, subject: proof.subject, verified: true, email: proof.email ?? null, displayHint: proof.displayHint ?? null, now });
          return { accountId: outcome.accountId, created: false, linked: true };
      }
    });
  let decided;
  try {
    decided = await decide();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    decided = await decide();
  }
  if (!decided) return refuse('identity_in_use');
  return { ok: true, value: await finishSignIn(deps, { ...decided, visitor, now }) };
}
