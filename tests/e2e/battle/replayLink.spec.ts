import { expect, test } from '@playwright/test';
import { runReplay } from './replayCli';
import { lookShot } from '../support/lookShot';

const TEAMS = 'tests/fixtures/battle/example-teams.json';

for (const lng of ['en', 'ru'] as const) {
  test(`a replay link opened in a fresh browser shows the hash Node computes and the log npm run replay prints (${lng})`, async ({ browser }, testInfo) => {
    const cli = runReplay(['--seed', '42', '--teams', TEAMS, '--lng', lng]);
    const context = await browser.newContext(); // fresh: no storage, no cache
    const page = await context.newPage();
    await page.goto(`${cli.path}&lng=${lng}`);
    const viewer = page.locator('.battle-viewer');
    await expect(viewer).toBeVisible();
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-hash', cli.hash);
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
    await page.locator('[data-control="skip"]').click();
    await expect(viewer).toHaveAttribute('data-phase', 'ended');
    const lines = (await page.locator('[data-log-line]').allInnerTexts()).map((l) => l.trim());
    expect(lines).toEqual(cli.lines);
    expect(lines.length).toBeGreaterThan(30);
    await lookShot(page, testInfo.outputPath(`replay-${lng}.png`), { fullPage: true });
    await context.close();
  });
}

test('the hash of a random battle equals Node\'s for the same seed', async ({ page }) => {
  const cli = runReplay(['--seed', '987654321', '--random']);
  await page.goto(cli.path);
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-hash', cli.hash);
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
});

test.describe('bad replay links', () => {
  const cases = [
    { name: 'garbage', query: 'r=not*a*code', problem: 'malformed', text: 'The replay link is damaged' },
    { name: 'truncated', query: 'r=AQEAAAAqRE', problem: 'malformed', text: 'The replay link is damaged' },
    { name: 'no battle', query: '', problem: 'missing', text: 'No battle was chosen.' },
  ];
  for (const c of cases) {
    test(`${c.name}: a translated error and a way back, no canvas`, async ({ page }) => {
      await page.goto(`/battle${c.query ? `?${c.query}` : ''}`);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveAttribute('data-problem', c.problem);
      await expect(alert).toContainText(c.text);
      await expect(page.locator('canvas')).toHaveCount(0);
      await alert.getByRole('link', { name: 'Back to the main screen' }).click();
      await expect(page).toHaveURL(/\/main$/);
    });
  }

  test('a tampered link (the seed changed, the hash kept) is refused as changed, in ru and zh too', async ({ page }, testInfo) => {
    const cli = runReplay(['--seed', '42', '--teams', TEAMS]);
    const other = runReplay(['--seed', '43', '--teams', TEAMS]);
    // Same teams, other seed, the first battle's hash: a link whose battle does not reproduce its result.
    const code = other.path.slice('/battle?r='.length);
    const bytes = Buffer.from(code, 'base64url');
    Buffer.from(cli.hash, 'hex').copy(bytes, bytes.length - 8);
    const tampered = `/battle?r=${bytes.toString('base64url')}`;
    for (const [lng, text] of [['en', 'the link was changed'], ['ru', 'ссылку изменили'], ['zh', '链接已被修改']] as const) {
      await page.goto(`${tampered}&lng=${lng}`);
      await expect(page.getByRole('alert')).toHaveAttribute('data-problem', 'tampered');
      await expect(page.getByRole('alert')).toContainText(text);
      await expect(page.locator('canvas')).toHaveCount(0);
      await lookShot(page, testInfo.outputPath(`tampered-${lng}.png`));
    }
    await page.getByRole('alert').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/main$/);
  });
});
