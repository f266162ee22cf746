import type { SignedIn } from '../../src/contracts/accounts/account';
import { accountSummaryOf } from '../db/accountRepository';
import type { AppDeps } from '../appDeps';
import { openSession } from './openSession';
import type { Visitor } from './visitor';

/** A sign-in's answer, and the new session's token for the cookie (null: this browser keeps its session). */
export interface SignInResult {
  answer: SignedIn;
  sessionToken: string | null;
}

/**
 * The one ending of every sign-in: a fresh session unless this browser is already signed in to that very account,
 * then the account as the header shows it.
 */
export async function finishSignIn(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap'>,
  input: { accountId: string; created: boolean; linked: boolean; visitor: Visitor; now: Date },
): Promise<SignInResult> {
  const { accountId, visitor } = input;
  const sessionToken = visitor.current?.id === accountId ? null : await openSession(deps, { accountId, visitor, now: input.now });
  return { answer: await signedInAnswer(deps, accountId, input.created, input.linked), sessionToken };
}

/** The body of every successful sign-in. */
export async function signedInAnswer(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, created: boolean, linked: boolean): Promise<SignedIn> {
  const [account, identities] = await Promise.all([deps.repositories.accounts.findAccount(deps.db, accountId), deps.repositories.accounts.identitiesOf(deps.db, accountId)]);
  if (!account) throw new Error(`account ${accountId} vanished`);
  return { account: accountSummaryOf(account, identities), created, linked };
}
