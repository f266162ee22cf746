import { expect, test } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

const WRITE_HEADERS = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

test('a new player sees different presets that say what they are good at, and low win odds name the preset that does best', async ({ page }, testInfo) => {
  await startGuest(page, { firstSession: true });
  await page.goto('/preset-teams');
  const presets = page.locator('section.preset');
  await expect(presets.first()).toBeVisible();
  const families = await presets.evaluateAll((els) => els.map((el) => el.getAttribute('data-family')));
  expect(families.length).toBeGreaterThanOrEqual(2);
  expect(new Set(families).size).toBe(families.length);
  for (const family of families) await expect(page.getByTestId(`preset-${family}`).getByTestId('preset-good-at')).toContainText('Good at:');
  await lookShot(page, testInfo.outputPath('presets.png'), { fullPage: true });

  // Low odds, always: a team of one of the starter cards (slot 2) against the whole starter team (slot 1). The
  // advice says so, checks the presets against that opponent and names the one that does best.
  const listed = (await (await page.request.get('/api/teams')).json()) as { teams: { slot: number; units: { instanceId: string; position: number }[] }[] };
  const starter = listed.teams.find((team) => team.slot === 1)!;
  const lone = starter.units[0]!;
  const saved = await page.request.put('/api/teams/2', { headers: WRITE_HEADERS, data: { name: 'Lone', units: [{ instanceId: lone.instanceId, position: lone.position }] } });
  expect(saved.status()).toBe(200);
  const odds = page.getByTestId('win-odds');
  const simulate = async (slot: number, against: number): Promise<void> => {
    await page.goto(`/my-team?slot=${slot}`);
    await odds.getByRole('combobox').selectOption(`slot:${against}`);
    await odds.getByRole('button', { name: /Simulate/ }).click();
    await expect(odds).toHaveAttribute('data-phase', 'done', { timeout: 120_000 });
  };
  await simulate(2, 1);
  const advice = page.getByTestId('odds-advice');
  await expect(advice).toContainText('Low odds');
  await expect(advice).toHaveAttribute('data-phase', 'done', { timeout: 120_000 });
  await expect(advice.getByTestId('odds-advice-best')).toContainText('preset wins');
  await expect(advice.getByRole('link', { name: 'Open presets' })).toHaveAttribute('href', /^\/preset-teams\?family=/);
  await advice.scrollIntoViewIfNeeded();
  await lookShot(page, testInfo.outputPath('odds-advice.png'));

  // And the other way round (the whole starter team against the lone card): high odds, no advice.
  await simulate(1, 2);
  await expect(page.getByTestId('odds-result')).toBeVisible();
  await expect(page.getByTestId('odds-advice')).toHaveCount(0);
});
