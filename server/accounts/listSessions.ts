import type { z } from 'zod';
import type { listSessions as listSessionsEndpoint } from '../../src/contracts/accounts/sessionEndpoints';
import type { AppDeps } from '../appDeps';

/** The account's live sessions for /setting, most recently active first, this browser's marked. */
export async function listSessions(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { player: { id: string; sessionId: string }; now: Date }): Promise<z.output<typeof listSessionsEndpoint.response>> {
  const rows = await deps.repositories.sessions.active(deps.db, input.player.id, input.now);
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
      ip: s.ip,
      current: s.id === input.player.sessionId,
    })),
  };
}
