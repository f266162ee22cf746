import pg from 'pg';

/** What a LISTEN connection reports. */
export interface ListenCallbacks {
  /** A notification's payload on the channel. */
  onMessage(payload: string): void;
  /** Connected and listening (true), or lost (false: notifications may be missed until it is back). */
  onState(listening: boolean): void;
}

/** A running listener; `stop` closes its connection for good. */
export interface Listening {
  stop(): Promise<void>;
}

const RETRY_MS = { first: 250, max: 5000 };

/**
 * Listens on one PostgreSQL channel on a dedicated connection (a pooled one would be handed to queries), and
 * reconnects with backoff when it drops. `onState(false)` comes first on any loss, so the caller can stop trusting
 * what the notifications were keeping fresh.
 */
export function listenPostgres(config: pg.ClientConfig, channel: string, callbacks: ListenCallbacks): Listening {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let delay = RETRY_MS.first;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    callbacks.onState(false);
    failed.removeAllListeners('notification');
    failed.end().catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(connect, delay);
    timer.unref();
    delay = Math.min(RETRY_MS.max, delay * 2);
  };

  const connect = () => {
    if (stopped) return;
    // Keepalive: a connection that died silently (a partition) is noticed, and the cache turned off, within minutes.
    const next = new pg.Client({ ...config, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) callbacks.onMessage(message.payload);
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (client !== next) return;
        delay = RETRY_MS.first;
        callbacks.onState(true);
      })
      .catch(() => lost(next));
  };

  connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        callbacks.onState(false);
        await current.end().catch(() => undefined);
      }
    },
  };
}
