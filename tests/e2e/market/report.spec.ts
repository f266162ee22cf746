import { expect as baseExpect, test } from '@playwright/test';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Every wait is on state; the bound is a backstop for a machine at load 20+.
const expect = baseExpect.configure({ timeout: 45_000 });

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('send an issue report from a battle with a screenshot, then see it listed as open', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string) => lookShot(page, testInfo.outputPath(name), { fullPage: true });
  await startGuest(page);
  await page.goto('/submit-user-issue?battle=b-e2e-42');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
  await expect(page.getByText('You have not sent any reports.')).toBeVisible();
  // Opened from a battle: the battle category is chosen and the battle is attached.
  await expect(page.getByRole('radio', { name: 'Battle' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Attach battle b-e2e-42' })).toBeChecked();
  const send = page.getByRole('button', { name: 'Send report' });
  await page.getByLabel('What happened?').fill('Too short');
  await expect(page.getByText('1 more character, please.')).toBeVisible();
  await expect(send).toBeDisabled();
  await page.getByLabel('What happened?').fill('My healer skipped her turn twice in round three.');

  // A file that is not an image is refused on the spot; a PNG shows its preview.
  await page.locator('#report-screenshot').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Attach a PNG, JPEG or WebP image.')).toBeVisible();
  await page.locator('#report-screenshot').setInputFiles({ name: 'turn3.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'The screenshot you attached' })).toBeVisible();
  await expect(page.getByTestId('report-version')).toContainText('App version');
  await shot('0-report-form-phone-en.png');
  await send.click();

  await expect(page.getByTestId('report-sent')).toContainText(/Report #\d+ reached the team/);
  const item = page.getByTestId('my-reports').locator('li');
  await expect(item).toHaveCount(1);
  await expect(item.first()).toHaveAttribute('data-status', 'open');
  await expect(item.first()).toContainText('My healer skipped her turn twice in round three.');
  await expect(item.first()).toContainText('Battle b-e2e-42 · Screenshot attached');
  await shot('1-report-sent-phone-en.png');

  // The list survives a reload (it is the server's), in Russian on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  // The player's saved language wins over the browser's: switch it in /setting, as a player would.
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await page.goto('/submit-user-issue');
  await expect(page.getByRole('heading', { level: 1, name: 'Сообщить о проблеме' })).toBeVisible();
  await expect(page.getByTestId('my-reports').locator('li').first()).toContainText('Открыто');
  await shot('2-report-desktop-ru.png');
});
