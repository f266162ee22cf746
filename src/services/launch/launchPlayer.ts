/**
 * Who /launch is routing: signed out, a player who already had an account, or one whose account this launch's
 * automatic sign-in (the Telegram mini-app's) has just created.
 */
export type LaunchPlayer = 'signedOut' | 'returning' | 'created';

/** What /launch knows of the session: the account query's answer (undefined while unknown) and whether it failed. */
export interface LaunchSession {
  data: { account: { id: string } } | null | undefined;
  isError: boolean;
}

/**
 * Who the player is once the session check has answered, or null while it has not (the splash stays). A failed
 * check counts as a returning player, not an error screen: the lobby shows the failure with a retry.
 */
export function launchPlayer(session: LaunchSession, createdAccountId: string | null): LaunchPlayer | null {
  if (session.data) return session.data.account.id === createdAccountId ? 'created' : 'returning';
  if (session.isError) return 'returning';
  if (session.data === null) return 'signedOut';
  return null;
}
