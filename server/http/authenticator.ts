import type { Context } from 'hono';
import type { AccountLanguage } from '../../src/contracts/accounts/language';

/** The signed-in player a `player` endpoint's handler receives. */
export interface AuthenticatedPlayer {
  /** The account id (a uuid, as in the contracts). */
  id: string;
  /** The session that authenticated this request (logout and "revoke the others" need it). */
  sessionId: string;
  /** The account's language: refusals are translated into it. */
  language: AccountLanguage;
}

/**
 * Finds the player behind a request (session cookie, token...) or null. The endpoint registration calls it
 * for every `auth: 'player'` endpoint and answers 401 on null: the single place where auth is enforced.
 */
export type Authenticator = (c: Context) => Promise<AuthenticatedPlayer | null>;

/** An authenticator for which nobody is signed in (apps built without accounts, some tests). */
export const noSessionAuthenticator: Authenticator = async () => null;
