import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Handler } from 'hono';
import type { AppDeps } from '../../appDeps';
import { API_CACHE_CONTROL } from '../../http/noStoreApi';
import type { FeedHub } from '../../spectate/feedHub';
import { followedPlayers } from '../../spectate/followPlayer';

/** Comment lines that keep idle connections (and proxies) open. */
const KEEPALIVE_MS = 25_000;

/** A client that lets this much of its feed pile up unread is cut off (its EventSource reconnects and starts afresh). */
const MAX_UNREAD_BYTES = 1 << 20;

/**
 * GET /api/spectate/feed: the live feed as Server-Sent Events (`battle` with a feed item, `watchers` with counts).
 * Anyone may watch top duels and tournament rounds; a signed-in player also gets the battles of those they follow
 * (read when connecting: the client reconnects after a follow changes).
 *
 * The stream is written straight to Node's response, not through Hono's `streamSSE`: a look writes to every client
 * at once, and each web-stream write (writer, TransformStream, the adapter's reader loop, then the socket) cost
 * about three times the socket write itself — CPU that every battle start in flight waited behind. Only a request
 * served by the Node server has a socket to stream on; an in-memory request (`app.request`) is answered 503.
 * Written past Hono, the answer misses the headers the middleware sets on every other one, so it sends them itself:
 * `securityHeaders` (securityHeaderValues, the middleware's own list) and the API's Cache-Control. Not
 * `Vary: Accept-Encoding`: the feed is never compressed.
 */
export function spectateFeedRoute(deps: Pick<AppDeps, 'db' | 'repositories' | 'authenticate'> & { hub: FeedHub; securityHeaders: Readonly<Record<string, string>> }): Handler {
  return async (c) => {
    const res = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (!res) return c.body(null, 503);
    const player = await deps.authenticate(c);
    const followed = new Set(player ? (await followedPlayers(deps, { playerId: player.id })).players.map((p) => p.playerId) : []);
    res.writeHead(200, { ...deps.securityHeaders, 'Cache-Control': API_CACHE_CONTROL, 'Content-Type': 'text/event-stream', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    let open = true;
    let keepalive: NodeJS.Timeout | undefined;
    let disconnect = () => undefined as void;
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(keepalive);
      disconnect();
      res.end();
    };
    res.on('close', end);
    res.write('event: ready\ndata: {}\n\n');
    disconnect = deps.hub.connect({
      followed,
      // The hub hands over whole SSE events, already serialised and encoded (shared by many clients).
      write: (chunk) => {
        if (!open) return;
        res.write(chunk);
        if (res.writableLength > MAX_UNREAD_BYTES) end();
      },
      end,
    });
    // Cut off while connecting (its first write overflowed): the hub must not keep it.
    if (open) keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    else disconnect();
    return RESPONSE_ALREADY_SENT;
  };
}
