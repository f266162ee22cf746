import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/runAdmin';
import type { Database } from '../../server/db/database';
import { noticeRepository } from '../../server/db/noticeRepository';
import { applySeeds } from '../../server/db/seed';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { createTestDatabase, createTestDatabaseTarget, type TestDatabaseTarget } from './testDatabase';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let target: TestDatabaseTarget;
let files: string;
let shared: Database;

/**
 * Runs one admin command in-process; returns exit code and output. By default on a shared test database
 * (opening a database per command is what makes the CLI slow); `configured` opens the one the
 * environment names, as the real command line does.
 */
async function admin(argv: string[], how: 'shared' | 'configured' = 'shared') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    env: { ...target.env, LOG_LEVEL: 'silent' },
    cwd: files,
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
    ...(how === 'shared' ? { database: shared } : {}),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  target = await createTestDatabaseTarget();
  shared = await createTestDatabase();
  await applySeeds(shared.db);
  files = await mkdtemp(path.join(os.tmpdir(), 'tcg-admin-'));
  await writeFile(
    path.join(files, 'bad.csv'),
    'address,note\n0xAbCDEF0123456789abcdef0123456789ABCDEF01,early\n\nnot-an-address,x\n0x12,y\n',
  );
  await writeFile(
    path.join(files, 'good.csv'),
    'Address,Note\n0xAbCDEF0123456789abcdef0123456789ABCDEF01,early supporter\nEQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF,\n',
  );
  await writeFile(path.join(files, 'update.csv'), 'address,note\n0xabcdef0123456789abcdef0123456789abcdef01,ambassador\n0x1111111111111111111111111111111111111111\n');
  await writeFile(path.join(files, 'body.txt'), 'First paragraph.\n\nSecond paragraph.\n');
});
afterAll(async () => {
  await shared.close();
  await target.cleanup();
  await rm(files, { recursive: true, force: true });
});

// Each case starts Node and tsx and migrates a database: seconds idle, far more on a loaded machine (a backstop, not
// a wait: a first migration took 75 s at load 14, and CI runs these beside the browser tests).
describe('npm run admin', { timeout: 300_000 }, () => {
  it('refuses a CSV with bad rows, naming their lines, and imports nothing', async () => {
    const result = await admin(['whitelist:import', 'bad.csv']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/bad\.csv:4: address: Enter an EVM address/);
    expect(result.err).toMatch(/bad\.csv:5: address:/);
    expect(result.err).toMatch(/Nothing imported: 2 problem/);
    const check = await admin(['whitelist:check', '0xabcdef0123456789abcdef0123456789abcdef01']);
    expect(check.out).toMatch(/is not whitelisted/);
  });

  it('imports a good CSV in one go, then updates notes on a re-import', async () => {
    const first = await admin(['whitelist:import', 'good.csv']);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/2 new address\(es\), 0 already listed/);
    const second = await admin(['whitelist:import', 'update.csv']);
    expect(second.out).toMatch(/1 new address\(es\), 1 already listed/);
    expect(second.out).toMatch(/now holds 3 address/);
    const evm = await admin(['whitelist:check', '0xABCDEF0123456789ABCDEF0123456789ABCDEF01']);
    expect(evm.out).toMatch(/^0xabcdef0123456789abcdef0123456789abcdef01 is whitelisted \(ambassador\)/);
    const ton = await admin(['whitelist:check', 'UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA']);
    expect(ton.out).toMatch(/^0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e is whitelisted/);
    expect((await admin(['whitelist:check', 'nope'])).code).toBe(1);
  });

  it('publishes notices (body or body file) in English and the other languages given, that list first; refuses an incomplete one', async () => {
    const refused = await admin(['notice:add', '--title', 'No body', '--summary', 'S']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/--body: Body is required/);
    const halfRussian = await admin(['notice:add', '--title', 'Half', '--summary', 'S', '--body', 'B', '--ru-title', 'Половина']);
    expect(halfRussian.code).toBe(1);
    expect(halfRussian.err).toMatch(/--ru-summary: Summary is required/);
    expect(halfRussian.err).toMatch(/--ru-body: Body is required/);
    const added = await admin(['notice:add', '--title', 'Season 1', '--summary', 'Ranked play opens', '--body-file', 'body.txt', '--zh-title', '第一赛季', '--zh-summary', '排位赛开放', '--zh-body', '第一段。']);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Published notice #\d+ "Season 1" \(en, zh\)/);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    expect(await noticeRepository.findById(shared.db, id, 'zh')).toMatchObject({ language: 'zh', title: '第一赛季', body: '第一段。' });
    expect(await noticeRepository.findById(shared.db, id, 'ru')).toMatchObject({ language: 'en', title: 'Season 1', body: 'First paragraph.\n\nSecond paragraph.' });
    const list = await admin(['notice:list']);
    const lines = list.out.split('\n');
    expect(lines[0]).toMatch(/\ten,zh\tSeason 1$/);
    expect(lines[1]).toMatch(/\ten,ru,zh\tCheck your wallet on the whitelist$/);
    expect(lines).toHaveLength(launchNotices.length + 2);
    expect(list.out).not.toMatch(/No body|Half/);
    expect(lines.at(-1)).toBe(`${launchNotices.length + 1} of ${launchNotices.length + 1} notice(s), page 1`);
  });

  it('answers usage errors with exit code 2', async () => {
    expect((await admin(['notice:lis'])).code).toBe(2);
    const unknownOption = await admin(['notice:add', '--titl', 'x']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.err).toMatch(/Usage: npm run admin -- notice:add/);
    expect((await admin(['whitelist:import'])).code).toBe(2);
  });

  it('opens and migrates the configured database (DATA_DIR created, or DATABASE_URL)', async () => {
    const imported = await admin(['whitelist:import', 'update.csv'], 'configured');
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toMatch(/2 new address\(es\)/);
  });

  it('works as a real command line, on what the previous run wrote', () => {
    const result = spawnSync('npm', ['run', '--silent', 'admin', '--', 'whitelist:check', '0x1111111111111111111111111111111111111111'], {
      cwd: repoRoot,
      env: { ...process.env, ...target.env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('0x1111111111111111111111111111111111111111 is whitelisted');
  });
});
