/**
 * The yardstick of `npm run bench:server`: a bare Hono JSON endpoint on @hono/node-server, the same stack as the
 * game server without middleware or database. Listens on 127.0.0.1:$PORT and prints `ready` once bound.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/bare', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => process.stdout.write('ready\n'));
