import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';

/**
 * Ends one of the account's sessions (signing out is ending one's own). Refused in every process from the next
 * request on: the row is revoked and the revocation announced to every session cache (docs/ACCOUNTS.md).
 * Answers whether it was this browser's own session (its cookie is to be cleared).
 */
export async function revokeSession(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations'>,
  input: { player: { id: string; sessionId: string }; sessionId: string; now: Date },
): Promise<Outcome<{ own: boolean }, 'session_not_found'>> {
  if (!(await deps.repositories.sessions.revoke(deps.db, input.player.id, input.sessionId, input.now, deps.revocations))) return refuse('session_not_found', { field: 'id' });
  return { ok: true, value: { own: input.sessionId === input.player.sessionId } };
}
