import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { IDLE_KEEP_ALIVE_MS, listen } from './listen';

/** An app whose /slow route waits until the test releases it. */
function slowApp() {
  let release: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (entered = resolve));
  const app = new Hono();
  app.get('/slow', async (c) => {
    entered();
    await released;
    return c.text('finished');
  });
  app.get('/fast', (c) => c.text('fast'));
  return { app, release, started };
}

describe('listen: keep-alive', () => {
  it('keeps an idle connection longer than the proxies and clients in front reuse one (it tells them how long)', async () => {
    const server = await listen(slowApp().app, { port: 0, host: '127.0.0.1' });
    try {
      const header = await new Promise<string>((resolve, reject) => {
        request({ host: '127.0.0.1', port: server.port, path: '/fast', headers: { connection: 'keep-alive' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.headers['keep-alive'])));
        }).on('error', reject).end();
      });
      expect(IDLE_KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      expect(header).toBe(`timeout=${IDLE_KEEP_ALIVE_MS / 1000}`);
    } finally {
      await server.close(1000);
    }
  });
});

describe('listen: graceful close', () => {
  it('lets an in-flight request finish, refuses new connections, then resolves', async () => {
    const { app, release, started } = slowApp();
    const server = await listen(app, { port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${server.port}`;
    expect(await (await fetch(`${base}/fast`)).text()).toBe('fast');

    const inFlight = fetch(`${base}/slow`, { headers: { connection: 'close' } });
    await started;
    let closed = false;
    const closing = server.close(5_000).then(() => (closed = true));

    await expect(fetch(`${base}/fast`, { headers: { connection: 'close' } })).rejects.toThrow();
    expect(closed).toBe(false);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('finished');
    await closing;
    expect(closed).toBe(true);
  });

  it('cuts connections still open after the timeout', async () => {
    const { app, started } = slowApp();
    const server = await listen(app, { port: 0, host: '127.0.0.1' });
    const stuck = fetch(`http://127.0.0.1:${server.port}/slow`).catch((error: unknown) => error);
    await started;
    const begun = performance.now();
    await server.close(100);
    expect(performance.now() - begun).toBeLessThan(3_000);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
