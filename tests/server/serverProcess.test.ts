import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/runAdmin';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { SPECTATE_FEED_PATH } from '../../src/contracts/spectate/feedItem';
import { startServerProcess as startServer } from './startServerProcess';
import { createTestDatabaseTarget, testDatabaseKind, type TestDatabaseTarget } from './testDatabase';

const repoRoot = path.resolve(import.meta.dirname, '../..');

let target: TestDatabaseTarget;
beforeAll(async () => {
  target = await createTestDatabaseTarget();
});
afterAll(async () => {
  await target.cleanup();
});

// Each case starts a whole server process (tsx, migrations): seconds idle, far more on a loaded machine. A backstop,
// not a wait: the first start (initdb and every migration) took over 120 s in a CI run at load 20-27 beside the
// browser tests; a passing start never waits for it.
describe('the server process', { timeout: 300_000 }, () => {
  it('starts on a fresh database, seeds it, serves the API and stops cleanly on SIGTERM', async () => {
    const server = await startServer(target.env);
    try {
      expect(server.lines.find((l) => l.msg === 'start')).toMatchObject({ database: testDatabaseKind, seeded: ['launch-notices', 'launch-notice-translations'] });
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: testDatabaseKind });
      const notices = (await (await fetch(`http://127.0.0.1:${server.port}/api/notices`)).json()) as { total: number };
      expect(notices.total).toBe(launchNotices.length);
      // The request line is logged as the response finishes and reaches this process through a pipe: it may arrive after
      // the response does (stop 35 failed on exactly that), so wait for it rather than read it once.
      await expect
        .poll(() => server.lines, { timeout: 15_000 })
        .toContainEqual(expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/notices', status: 200 }));

      if (testDatabaseKind === 'pglite') {
        // PGlite is single-process: the admin CLI must refuse to open the live server's data directory.
        const output = { out: () => undefined, err: () => undefined };
        await expect(runAdmin(['notice:list'], { env: target.env, cwd: repoRoot, output })).rejects.toThrow(/in use by process/);
      }
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exit).toBe(0);
    expect(server.lines.map((l) => l.msg).slice(-2)).toEqual(['stopping', 'stop']);
  });

  // One start for two claims (a server start is 4-5 s of CPU): the reopened server is also the one whose stop must end
  // an open live feed.
  it('reopens the same database without seeding it again; a stop (SIGINT) ends the open live-feed streams instead of waiting for them until its shutdown timeout', async () => {
    // A shutdown timeout longer than this test's: the stop can only finish in time by ending the feed itself.
    const server = await startServer({ ...target.env, SHUTDOWN_TIMEOUT_MS: '900000' });
    let feed: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      expect(server.lines.find((l) => l.msg === 'start')).toMatchObject({ seeded: [] });
      const notices = (await (await fetch(`http://127.0.0.1:${server.port}/api/notices`)).json()) as { total: number };
      expect(notices.total).toBe(launchNotices.length);
      const response = await fetch(`http://127.0.0.1:${server.port}${SPECTATE_FEED_PATH}`);
      feed = response.body!.getReader();
      let text = '';
      while (!text.includes('event: ready')) text += new TextDecoder().decode((await feed.read()).value);
    } finally {
      server.child.kill('SIGINT');
    }
    // The stream ends cleanly (done), rather than being cut when the process goes.
    while (!(await feed.read()).done);
    expect(await server.exit).toBe(0);
    expect(server.lines).toContainEqual(expect.objectContaining({ msg: 'feeds_ended', clients: 1 }));
  });

  it('fails fast with a clear message on a bad configuration', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: 'http', LOG_LEVEL: 'chatty' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Invalid server configuration:\n {2}PORT: .*\n {2}LOG_LEVEL: /);
  });
});
