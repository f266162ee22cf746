import type { FeedItem, WatcherCounts } from '../../src/contracts/spectate/feedItem';
import type { FeedRow } from '../db/spectateRepository';
import { feedItemOf, feedKindsOf } from './feedItemOf';

/** What the feed delivers to one connected client: whom it follows, and how to write it bytes of SSE events. */
export interface FeedSink {
  followed: ReadonlySet<string>;
  /** Writes one or more whole SSE events (the same bytes may go to many clients: never mutate them). */
  write(chunk: Uint8Array): void;
}

/** Clients served between two yields to the event loop: one look's fan-out never holds up requests for long. */
const CLIENTS_PER_SLICE = 50;

const encoder = new TextEncoder();

/** The SSE text of one event, byte for byte what Hono's `writeSSE` writes for it (JSON holds no line breaks). */
export function sseEvent(event: 'battle' | 'watchers', data: FeedItem | WatcherCounts): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Lets pending I/O (battle starts, other requests) run before the next slice. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends one look's battles (and, when given, the new watcher counts) to every client: each client gets ONE write
 * holding all its events in order. Only the look's players a client follows set its events apart, so the events
 * are serialised and encoded once per distinct such set, and every client of that set is written the same buffer
 * (all viewers who follow none of them share one). Clients are served in slices with a yield between them, so a
 * look with hundreds of clients never holds up the event loop for long. Answers the events written.
 */
export async function deliverFeed(rows: readonly FeedRow[], clients: Iterable<FeedSink>, counts?: WatcherCounts): Promise<number> {
  const frames = new Map<string, string>();
  const batches = new Map<string, { buffer: Uint8Array; events: number } | null>();
  const countsFrame = counts ? sseEvent('watchers', counts) : '';
  const players = new Set<string>();
  for (const row of rows) {
    players.add(row.attacker_id);
    if (row.defender_id !== null) players.add(row.defender_id);
  }
  /** The events of a client that follows `followed` of the look's players, serialised once per battle and form. */
  const batchOf = (followed: ReadonlySet<string>) => {
    const parts: string[] = [];
    for (const row of rows) {
      const kinds = feedKindsOf(row, followed);
      if (kinds.length === 0) continue;
      const key = `${row.id}|${kinds.join(',')}`;
      let frame = frames.get(key);
      if (frame === undefined) frames.set(key, (frame = sseEvent('battle', feedItemOf(row, followed)!)));
      parts.push(frame);
    }
    if (countsFrame) parts.push(countsFrame);
    return parts.length === 0 ? null : { buffer: encoder.encode(parts.join('')), events: parts.length };
  };
  let written = 0;
  let served = 0;
  for (const client of [...clients]) {
    const own = [...client.followed].filter((id) => players.has(id)).sort();
    const key = own.join(',');
    let batch = batches.get(key);
    if (batch === undefined) batches.set(key, (batch = batchOf(new Set(own))));
    if (batch) {
      client.write(batch.buffer);
      written += batch.events;
    }
    served += 1;
    if (served % CLIENTS_PER_SLICE === 0) await yieldToLoop();
  }
  return written;
}
