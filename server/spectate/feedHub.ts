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

/** Battles one look reads at most; a look that hits it keeps its place, and the next reads on past what was sent. */
const LOOK_LIMIT = 500;

/**
 * The live feed of one process: its SSE clients, and ONE poller for all of them that, while anyone is connected,
 * reads the battles committed since its last look (every {@link SPECTATE_SETTINGS.pollMs}) from the database — so
 * battles decided by any process reach every process's watchers — and fans them out to the clients whose feed
 * they belong in, with the current watcher counts ({@link deliverFeed}: one write per client and look, each event
 * serialised once). Nothing else is sent: the viewer loads the battle by id.
 *
 * It reads by the transaction that stored each battle, not by the battle's time: a battle's `created_at` is taken
 * before its transaction commits (a tournament round's tick time), so under load a round could commit seconds after
 * a look had moved past its time and never be sent (session 17: one battle of 199 missing from a process's feed).
 * Each look starts from the oldest transaction that was still running at the previous look (`feedHorizon`), skips
 * what it already sent, and forgets a sent battle once its transaction is older than that.
 */
export function createFeedHub(deps: Pick<AppDeps, 'db' | 'repositories' | 'now'> & { logger?: Logger }) {
  const clients = new Set<FeedClient>();
  let timer: NodeJS.Timeout | undefined;
  /** Where the next look reads from: the horizon when the poller started, then at each complete look. */
  let fromTx: Promise<string> | undefined;
  const sent = new Map<string, bigint>();
  let lastCounts = '';
  let running: Promise<void> | undefined;

  const look = async () => {
    try {
      const now = deps.now();
      const players = new Set<string>();
      for (const client of clients) for (const id of client.followed) players.add(id);
      fromTx ??= deps.repositories.spectate.feedHorizon(deps.db);
      const from = await fromTx.catch((error: unknown) => {
        fromTx = undefined; // asked again next look (a failed start must not stop the feed for good)
        throw error;
      });
      // Taken before the read: whatever commits after it has a transaction id at or past this horizon.
      const horizon = await deps.repositories.spectate.feedHorizon(deps.db);
      const rows = await deps.repositories.spectate.feedSince(deps.db, { fromTx: from, sent: [...sent.keys()], topRating: SPECTATE_SETTINGS.topDuelRating, players: [...players], limit: LOOK_LIMIT });
      for (const row of rows) sent.set(row.id, BigInt(row.tx));
      if (rows.length < LOOK_LIMIT) {
        fromTx = Promise.resolve(horizon);
        const oldest = BigInt(horizon);
        for (const [id, tx] of sent) if (tx < oldest) sent.delete(id);
      }
      const counts = await deps.repositories.spectate.watcherCounts(deps.db, new Date(now.getTime() - SPECTATE_SETTINGS.watcherWindowSeconds * 1000));
      const text = JSON.stringify(counts);
      const countsChanged = text !== lastCounts;
      lastCounts = text;
      if (rows.length > 0 || countsChanged) await deliverFeed(rows, clients, countsChanged ? counts : undefined);
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
        // The feed starts here: battles committed from now on (asked at once, so a battle decided next is after it).
        fromTx = deps.repositories.spectate.feedHorizon(deps.db);
        fromTx.catch(() => undefined);
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
