import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import type { FeedItem, WatcherCounts } from '../../src/contracts/spectate/feedItem';
import type { Db } from '../db/database';
import { spectateRepository } from '../db/spectateRepository';
import type { Logger } from '../logger';
import { serverMetrics } from '../metrics/serverMetrics';
import { feedItemOf } from './feedItemOf';

/** One connected feed client: whom it follows, and how to send it an event. */
export interface FeedClient {
  followed: ReadonlySet<string>;
  send(event: 'battle' | 'watchers', data: FeedItem | WatcherCounts): void;
  /** Ends the client's stream (its EventSource reconnects, behind a proxy to another process). */
  end(): void;
}

/** A battle's commit can land after later battles were read: each look re-reads this far back, and skips what it sent. */
const COMMIT_LAG_MS = 5000;

/**
 * The live feed of one process: its SSE clients, and ONE poller for all of them that, while anyone is connected,
 * reads the battles decided since its last look (every {@link SPECTATE_SETTINGS.pollMs}) from the database — so
 * battles decided by any process reach every process's watchers — and fans each out to the clients whose feed
 * it belongs in, with the current watcher counts. Nothing else is sent: the viewer loads the battle by id.
 */
export function createFeedHub(deps: { db: Db; now: () => Date; logger?: Logger }) {
  const clients = new Set<FeedClient>();
  let timer: NodeJS.Timeout | undefined;
  let since = deps.now();
  const sent = new Map<string, number>();
  let lastCounts = '';
  let busy = false;

  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = deps.now();
      const players = new Set<string>();
      for (const client of clients) for (const id of client.followed) players.add(id);
      const rows = await spectateRepository.feedSince(deps.db, { since: new Date(since.getTime() - COMMIT_LAG_MS), topRating: SPECTATE_SETTINGS.topDuelRating, players: [...players], limit: 500 });
      for (const row of rows) {
        if (sent.has(row.id)) continue;
        sent.set(row.id, now.getTime());
        for (const client of clients) {
          const item = feedItemOf(row, client.followed);
          if (item) client.send('battle', item);
        }
      }
      since = now;
      for (const [id, at] of sent) if (at < now.getTime() - 4 * COMMIT_LAG_MS) sent.delete(id);
      const counts = await spectateRepository.watcherCounts(deps.db, new Date(now.getTime() - SPECTATE_SETTINGS.watcherWindowSeconds * 1000));
      const text = JSON.stringify(counts);
      if (text !== lastCounts) {
        lastCounts = text;
        for (const client of clients) client.send('watchers', counts);
      }
    } catch (error) {
      deps.logger?.warn('spectate_feed_poll_failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      busy = false;
    }
  };

  return {
    /** Adds a client (starting the poller with the first); the answer removes it. */
    connect(client: FeedClient): () => void {
      clients.add(client);
      serverMetrics.sseClients.set(clients.size);
      if (!timer) {
        since = deps.now();
        timer = setInterval(() => void tick(), SPECTATE_SETTINGS.pollMs);
        timer.unref();
      }
      // A new client gets the counts as they are now.
      if (lastCounts) client.send('watchers', JSON.parse(lastCounts) as WatcherCounts);
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
