import type { Context } from 'hono';
import type { IdentityKind, SignedIn } from '../../../src/contracts/accounts/account';
import { displayName } from '../../../src/contracts/accounts/displayName';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import type { Db } from '../../db/database';
import { accountSummaryOf, createAccountIn, findAccount, findIdentity, identitiesOf, insertIdentity, updateIdentity } from '../../db/accountRepository';
import { guestDisplayName } from '../../domain/accounts/guestDisplayName';
import { decideProofOutcome } from '../../domain/accounts/identityRules';
import type { AuthenticatedPlayer } from '../../http/authenticator';
import { accountFailure, isUniqueViolation } from '../../http/requestContext';
import type { AccountDeps } from './accountDeps';
import { takeIdentitySignIn } from './requestLimits';
import { startSession } from './signInSession';

/** A name offered by a provider if it passes the display-name rules, otherwise a generated guest name. */
export function newAccountName(suggested: string | null | undefined): string {
  if (suggested) {
    const parsed = displayName.safeParse(suggested);
    if (parsed.success) return parsed.data;
  }
  return guestDisplayName();
}

/** The body of every successful sign-in. */
export async function signedInAnswer(db: Db, accountId: string, created: boolean, linked: boolean): Promise<SignedIn> {
  const account = await findAccount(db, accountId);
  if (!account) throw new Error(`account ${accountId} vanished`);
  return { account: accountSummaryOf(account, await identitiesOf(db, accountId)), created, linked };
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

/**
 * The one ending of every proof-based sign-in (docs/ACCOUNTS.md, identityRules): create an account (with the
 * new-player start) for an unknown identity, sign in to its owner, link it to the signed-in account, or refuse
 * `identity_in_use`. Runs in one transaction; if a concurrent request created the same identity first (unique
 * violation), the decision is taken again, so a double-tapped login makes one account, not two.
 */
export async function completeProof(deps: AccountDeps, c: Context, proof: ProvenIdentity, current: AuthenticatedPlayer | null): Promise<SignedIn> {
  const now = deps.now();
  await takeIdentitySignIn(deps, proof.kind, proof.subject, now, proof.language);
  const decide = () =>
    deps.db.transaction(async (tx) => {
      const identity = await findIdentity(tx, proof.kind, proof.subject);
      const outcome = decideProofOutcome(identity?.accountId ?? null, current?.id ?? null);
      switch (outcome.action) {
        case 'conflict':
          throw accountFailure(outcome.reason, proof.language);
        case 'create_account': {
          const accountId = await createAccountIn(tx, { displayName: newAccountName(proof.suggestedName), language: proof.language, now, stamina: deps.stamina });
          await insertIdentity(tx, { accountId, kind: proof.kind, subject: proof.subject, verified: true, email: proof.email ?? null, displayHint: proof.displayHint ?? null, now });
          return { accountId, created: true, linked: false };
        }
        case 'sign_in':
          if (identity) await updateIdentity(tx, identity.id, { lastUsedAt: now, ...(proof.displayHint ? { displayHint: proof.displayHint } : {}) });
          return { accountId: outcome.accountId, created: false, linked: false };
        case 'link':
          await insertIdentity(tx, { accountId: outcome.accountId, kind: proof.kind, subject: proof.subject, verified: true, email: proof.email ?? null, displayHint: proof.displayHint ?? null, now });
          return { accountId: outcome.accountId, created: false, linked: true };
      }
    });
  let result;
  try {
    result = await decide();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    result = await decide();
  }
  // Already signed in to this very account: keep the session. Otherwise this browser gets a fresh one.
  if (current?.id !== result.accountId) await startSession(deps, c, result.accountId, current);
  return signedInAnswer(deps.db, result.accountId, result.created, result.linked);
}
