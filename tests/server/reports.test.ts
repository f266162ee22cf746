import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/runAdmin';
import { api } from '../../src/contracts/api';
import { MAX_SCREENSHOT_BYTES, REPORT_LIMITS } from '../../src/contracts/reports';
import { allRowCounts, newGuest, refusalOf } from './marketKit';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let files: string;
beforeAll(async () => {
  t = await createTestApp({ accounts: { guestQuota: { limit: 100_000, windowSeconds: 3600 } } });
  files = await mkdtemp(path.join(os.tmpdir(), 'tcg-reports-'));
});
afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

/** A tiny valid PNG (1×1), as the browser would send it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const report = (extra: Record<string, unknown> = {}) => ({ category: 'battle' as const, text: 'The battle froze on turn three.', appVersion: '0.1.0', ...extra });

async function admin(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { env: {}, cwd: files, database: t.database, output: { out: (l) => out.push(l), err: (l) => err.push(l) } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('issue reports', () => {
  it('stores a report with its screenshot, battle id and version; the sender sees it, the admin tool reads and closes it', async () => {
    const { browser, accountId } = await newGuest(t);
    const sent = await browser.client.call(api.submitReport, { body: report({ battleId: 'b-123', screenshot: PNG.toString('base64') }) });
    expect(sent.report).toMatchObject({ category: 'battle', battleId: 'b-123', appVersion: '0.1.0', hasScreenshot: true, status: 'open', resolution: null });

    const listed = await admin(['report:list', '--status', 'open']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${sent.report.id}\topen`);
    expect(listed.out).toContain(accountId);

    const read = await admin(['report:read', String(sent.report.id), '--screenshot', 'shot.png']);
    expect(read.code).toBe(0);
    expect(read.out).toMatch(/Battle: +b-123/);
    expect(read.out).toMatch(/image\/png, \d+ bytes/);
    expect(await readFile(path.join(files, 'shot.png'))).toEqual(PNG);

    expect((await admin(['report:close', String(sent.report.id), '--resolution', 'Fixed in 0.1.1, thanks!'])).code).toBe(0);
    const again = await admin(['report:close', String(sent.report.id), '--resolution', 'twice']);
    expect(again).toMatchObject({ code: 1, err: `Report #${sent.report.id} is already closed.` });
    expect((await admin(['report:close', 'abc', '--resolution', 'x'])).code).toBe(2);
    expect((await admin(['report:read', '999999'])).code).toBe(1);

    const mine = await browser.client.call(api.myReports);
    expect(mine.reports).toHaveLength(1);
    expect(mine.reports[0]).toMatchObject({ id: sent.report.id, status: 'closed', resolution: 'Fixed in 0.1.1, thanks!' });
    expect(mine.reports[0]?.closedAt).not.toBeNull();
    // Another player sees none of it.
    const other = await newGuest(t);
    expect((await other.browser.client.call(api.myReports)).reports).toEqual([]);
  });

  it.each([
    ['text', report({ text: 'short' })],
    ['category', report({ category: 'weather' })],
    ['appVersion', report({ appVersion: '<script>' })],
    ['battleId', report({ battleId: 'a b' })],
    ['screenshot', report({ screenshot: 'not base64!' })],
  ])('bad %s → 400 naming it, nothing written', async (field, body) => {
    const { browser } = await newGuest(t);
    const before = await allRowCounts(t.database.db);
    const refused = await refusalOf(browser.client.call(api.submitReport, { body: body as never }));
    expect(refused).toMatchObject({ status: 400, field });
    expect(await allRowCounts(t.database.db)).toEqual(before);
  });

  it('refuses a screenshot that is not PNG/JPEG/WebP by its bytes, or over the size limit, writing nothing', async () => {
    const { browser } = await newGuest(t);
    const before = await allRowCounts(t.database.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect(await refusalOf(browser.client.call(api.submitReport, { body: report({ screenshot: svg }) }))).toMatchObject({ status: 400, field: 'screenshot', reason: 'screenshot_type' });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64');
    expect(await refusalOf(browser.client.call(api.submitReport, { body: report({ screenshot: gif }) }))).toMatchObject({ status: 400, reason: 'screenshot_type' });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_SCREENSHOT_BYTES + 1 - PNG.length)]).toString('base64');
    expect(await refusalOf(browser.client.call(api.submitReport, { body: report({ screenshot: big }) }))).toMatchObject({ status: 400, field: 'screenshot', reason: 'screenshot_too_large' });
    expect(await allRowCounts(t.database.db)).toEqual(before);
  });

  it(`is rate-limited per player (${REPORT_LIMITS.perHour} an hour) even when the requests race; the wait is told`, async () => {
    const { browser } = await newGuest(t);
    const answers = await Promise.allSettled(Array.from({ length: REPORT_LIMITS.perHour + 4 }, (_, i) => browser.client.call(api.submitReport, { body: report({ text: `Race report number ${i}` }) })));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(REPORT_LIMITS.perHour);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ status: 429, reason: 'too_many_reports' });
    const refused = await refusalOf(browser.client.call(api.submitReport, { body: report() }));
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) as number, params: { minutes: expect.any(Number) as number } });
    expect((await browser.client.call(api.myReports)).reports).toHaveLength(REPORT_LIMITS.perHour);
    // Another player is not held back by this one.
    const other = await newGuest(t);
    await other.browser.client.call(api.submitReport, { body: report() });
    t.clock.advance(3601);
    await browser.client.call(api.submitReport, { body: report({ text: 'An hour later it still happens.' }) });
  });

  it('asks for a session', async () => {
    const response = await t.request('/api/reports', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report()) });
    expect([401, 403]).toContain(response.status);
  });
});
