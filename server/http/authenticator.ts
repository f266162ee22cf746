import type { Context } from 'hono';

/** The signed-in player a `player` endpoint's handler receives. */
export interface AuthenticatedPlayer {
  id: number;
}

/**
 * Finds the player behind a request (session cookie, token...) or null. The endpoint registration calls it
 * for every `auth: 'player'` endpoint and answers 401 on null: the single place where auth is enforced.
 */
export type Authenticator = (c: Context) => Promise<AuthenticatedPlayer | null>;

/** The authenticator until the accounts issue adds sessions: nobody is signed in. */
export const noSessionAuthenticator: Authenticator = async () => null;
