import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import type { AppDeps } from '../appDeps';
import type { WatcherCounts } from '../../src/contracts/spectate/feedItem';
import type { Logger } from '../logger';
import { serverMetrics } from '../metrics/serverMetrics';
import { deliverFeed, sseEvent, type FeedSink } from './deliverFeed';

/** One connected feed client: whom it follows, how to write it SSE events, and how to end its stream. */
export interface FeedClient extends FeedSink {
  /** Ends the client's stream (its EventSource reconnects, behind a proxy to another process). */
  end(): void;
}

/** A battle's commit can land after later battles were read: each look re-reads this far back, and skips what it sent. */
const COMMIT_LAG_MS = 5000;

/**
 * The live feed of one process: its SSE clients, and ONE poller for all of them that, while anyone is connected,
 * reads the battles decided since its last look (every {@link SPECTATE_SETTINGS.pollMs}) from the database — so
 * battles decided by any process reach every process's watchers — and fans them out to the clients whose feed
 * they belong in, with the current watcher counts ({@link deliverFeed}: one write per client and look, each event
 * serialised once). Nothing else is sent: the viewer loads the battle by id.
 */
export function createFeedHub(deps: Pick<AppDeps, 'db' | 'repositories' | 'now'> & { logger?: Logger }) {
  const clients = new Set<FeedClient>();
  let timer: NodeJS.Timeout | undefined;
  let since = deps.now();
  const sent = new Map<string, number>();
  let lastCounts = '';
  let running: Promise<void> | undefined;

  const look = async () => {
    try {
      const now = deps.now();
      const players = new Set<string>();
      for (const client of clients) for (const id of client.followed) players.add(id);
      const rows = await deps.repositories.spectate.feedSince(deps.db, { since: new Date(since.getTime() - COMMIT_LAG_MS), topRating: SPECTATE_SETTINGS.topDuelRating, players: [...players], limit: 500 });
      const fresh = rows.filter((row) => !sent.has(row.id));
      for (const row of fresh) sent.set(row.id, now.getTime());
      since = now;
      for (const [id, at] of sent) if (at < now.getTime() - 4 * COMMIT_LAG_MS) sent.delete(id);
      const counts = await deps.repositories.spectate.watcherCounts(deps.db, new Date(now.getTime() - SPECTATE_SETTINGS.watcherWindowSeconds * 1000));
      const text = JSON.stringify(counts);
      const countsChanged = text !== lastCounts;
      lastCounts = text;
      if (fresh.length > 0 || countsChanged) await deliverFeed(fresh, clients, countsChanged ? counts : undefined);
    } catch (error) {
      deps.logger?.warn('spectate_feed_poll_failed', { error: error instanceof Error ? error.message : String(error) });
    }
  };
  // The poller skips a beat while a look is still running (no backlog on a slow database)...
  const poll = (): Promise<void> => {
    running ??= look().finally(() => {
      running = undefined;
    });
    return running;
  };
  // ...but "look now" waits for a running look and then looks again, so it sees what was decided before the call.
  const tick = async (): Promise<void> => {
    if (running) await running;
    await poll();
  };

  return {
    /** Adds a client (starting the poller with the first); the answer removes it. */
    connect(client: FeedClient): () => void {
      clients.add(client);
      serverMetrics.sseClients.set(clients.size);
      if (!timer) {
        since = deps.now();
        timer = setInterval(() => void poll(), SPECTATE_SETTINGS.pollMs);
        timer.unref();
      }
      // A new client gets the counts as they are now.
      if (lastCounts) client.write(new TextEncoder().encode(sseEvent('watchers', JSON.parse(lastCounts) as WatcherCounts)));
      return () => {
        clients.delete(client);
        serverMetrics.sseClients.set(clients.size);
        if (clients.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          lastCounts = '';
        }
      };
    },
    /**
     * Ends every client's stream: a stopping process would otherwise hold each open until its shutdown timeout, and
     * its viewers on a process that takes no new battles; ended, they reconnect to a live one at once.
     */
    endAll(): number {
      const ending = [...clients];
      for (const client of ending) client.end();
      return ending.length;
    },
    /** Connected clients (tests, metrics). */
    size: () => clients.size,
    /** One look now (tests drive the feed without waiting for the interval). */
    tick,
  };
}

/** A process's feed hub. */
export type FeedHub = ReturnType<typeof createFeedHub>;
