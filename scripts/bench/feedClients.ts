/**
 * The live-feed clients of `bench:server`'s `sse` phase, in a process of their own (started by battleLoad.ts with
 * an IPC channel). Why not in the bench's process: the open loop sends battle starts on schedule and times their
 * answers on ITS event loop, and 500 sockets receiving a look's events at once hold that loop for milliseconds,
 * so starts went out late and answers were read late — the client's delay counted as the server's. Here they
 * cost the machine what a browser's tabs would, and nothing of the bench's clock.
 *
 * Messages: the parent sends {@link FeedClientsStart}; this process answers `{ ready: true }` once every client got
 * its `ready` event (or `{ error }`), and `{ events }` (the `battle` events received so far) to each `'count'`.
 */
import { request, type ClientRequest } from 'node:http';

/** What the parent asks for: `count` connections to `url`, round-robin over `cookies`. */
export interface FeedClientsStart {
  url: string;
  cookies: string[];
  count: number;
}

/** What this process answers. */
export type FeedClientsMessage = { ready: true } | { error: string } | { events: number };

let events = 0;
const requests: ClientRequest[] = [];

/**
 * Connects `count` clients and resolves once each got its `ready` event. node:http, no agent pooling: each holds
 * its own socket, as a browser tab's EventSource does.
 */
function connect({ url, cookies, count }: FeedClientsStart): Promise<void[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Promise<void>((resolve, reject) => {
        const req = request(url, { agent: false, headers: { cookie: cookies[i % cookies.length]!, accept: 'text/event-stream' } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`feed answered ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (chunk.includes('event: ready')) resolve();
            events += chunk.split('event: battle').length - 1;
          });
          res.on('error', () => undefined);
        });
        req.on('error', reject);
        req.end();
        requests.push(req);
      }),
    ),
  );
}

const reply = (message: FeedClientsMessage) => process.send?.(message);

process.on('message', (message) => {
  if (message === 'count') return reply({ events });
  connect(message as FeedClientsStart).then(
    () => reply({ ready: true }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent closing the channel (done, or gone) ends the clients.
process.on('disconnect', () => {
  for (const req of requests) req.destroy();
  process.exit(0);
});
