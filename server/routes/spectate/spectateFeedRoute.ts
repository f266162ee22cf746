import type { Handler } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../../db/database';
import type { Authenticator } from '../../http/authenticator';
import type { FeedHub } from '../../spectate/feedHub';
import { followedPlayers } from '../../spectate/followPlayer';

/** Comment lines that keep idle connections (and proxies) open. */
const KEEPALIVE_MS = 25_000;

/**
 * GET /api/spectate/feed: the live feed as Server-Sent Events (`battle` with a feed item, `watchers` with counts).
 * Anyone may watch top duels and tournament rounds; a signed-in player also gets the battles of those they follow
 * (read when connecting: the client reconnects after a follow changes).
 */
export function spectateFeedRoute(deps: { db: Db; hub: FeedHub; authenticate: Authenticator }): Handler {
  return async (c) => {
    const player = await deps.authenticate(c);
    const followed = new Set(player ? (await followedPlayers(deps.db, { playerId: player.id })).players.map((p) => p.playerId) : []);
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let closed = false;
      let finish = () => undefined as void;
      const ended = new Promise<void>((resolve) => (finish = resolve));
      const disconnect = deps.hub.connect({
        followed,
        // The hub hands over whole SSE events, already serialised and encoded (shared by many clients).
        write: (chunk) => {
          if (!closed) void stream.write(chunk).catch(() => undefined);
        },
        end: () => finish(),
      });
      const keepalive = setInterval(() => void stream.write(': keepalive\n\n').catch(() => undefined), KEEPALIVE_MS);
      stream.onAbort(finish);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      // Until the viewer leaves or the hub ends the stream (the process is stopping).
      await ended;
      closed = true;
      clearInterval(keepalive);
      disconnect();
    });
  };
}
