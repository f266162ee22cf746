import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Every wait is on state; the bound is a backstop for a machine at load 20+.
const expect = baseExpect.configure({ timeout: 45_000 });

/** The balance of one currency in the player header. */
async function headerBalance(page: Page, currency: string): Promise<number> {
  const text = (await page.locator(`[data-currency=${currency}] dd`).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** A number shown on the screen (locale group separators removed). */
async function shown(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).locator('strong').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('convert gold to coins with the server preview, survive a changed rate, then burn coins for fragments', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) => lookShot(page, testInfo.outputPath(name), { fullPage: true });
  await startGuest(page);
  const goldBefore = await headerBalance(page, 'gold_coin');
  const coinsBefore = await headerBalance(page, 'game_coin');
  expect(goldBefore).toBeGreaterThanOrEqual(14);

  await page.goto('/convert-game-coin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gold to coins' })).toBeVisible();
  await expect(page.getByTestId('rate')).toHaveText('Rate: 1 gold → 20 coins');
  // The field names what is paid in words, not a bracketed title ("Amount to pay (Gold)").
  await expect(page.getByLabel('Gold to pay')).toHaveAttribute('data-testid', 'amount');
  expect(await shown(page, 'balance-from')).toBe(goldBefore);
  const confirm = page.getByTestId('confirm');
  await expect(confirm).toBeDisabled();
  // Out of range and over the balance: named on the spot, nothing asked of the server.
  await page.getByTestId('amount').fill('0');
  await expect(page.getByText('At least 1.')).toBeVisible();
  await page.getByTestId('amount').fill(String(goldBefore + 1));
  await expect(page.getByText(`You hold only ${goldBefore}.`)).toBeVisible();
  await expect(confirm).toBeDisabled();

  // The preview is the server's: 7 gold → 140 coins, and the balances afterwards.
  await page.getByTestId('amount').fill('7');
  await expect(page.getByTestId('preview')).toHaveAttribute('data-state', 'ready');
  expect(await shown(page, 'preview-receive')).toBe(140);
  await expect(page.getByTestId('preview')).toContainText(`Afterwards: ${goldBefore - 7} gold · ${(coinsBefore + 140).toLocaleString('en')} coins`);
  await expect(confirm).toHaveText('Convert 7 gold into 140 coins');
  await shot('0-convert-preview-phone-en.png');

  // The rate changes between preview and confirm: the first POST is answered as the server does for a stale
  // rate version (409 rate_changed, nothing moved); the screen says so, re-reads the preview and asks again.
  let refusedOnce = false;
  await page.route('**/api/conversions/gold_to_game_coin', async (route) => {
    if (route.request().method() !== 'POST' || refusedOnce) return route.fallback();
    refusedOnce = true;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'conflict', message: 'The rate changed', field: 'rateVersion', reason: 'rate_changed', params: { version: 1, numerator: 20, denominator: 1 } } }),
    });
  });
  await confirm.click();
  await expect(page.getByTestId('rate-changed')).toContainText('The rate has just changed: now 1 gold → 20 coins. Nothing was converted.');
  await expect(confirm).toHaveText('Confirm at the new rate: 7 gold → 140 coins');
  expect(await shown(page, 'balance-from')).toBe(goldBefore);
  await shot('1-convert-rate-changed-phone-en.png');
  await confirm.click();

  // Converted once: the receipt and the balances move by exactly the preview (the header's too, checked below).
  await expect(page.getByTestId('received')).toContainText('+140');
  await expect.poll(() => shown(page, 'balance-from')).toBe(goldBefore - 7);
  expect(await shown(page, 'balance-to')).toBe(coinsBefore + 140);
  await shot('2-convert-done-phone-en.png');

  // Burn: 99 coins give 2 fragments (floor); the screen says 80 already give 2 and offers to pay that instead.
  await page.goto('/burn-game-coin');
  await expect(page.getByRole('heading', { level: 1, name: 'Burn coins for fragments' })).toBeVisible();
  const fragmentsBefore = await shown(page, 'balance-to');
  await page.getByTestId('amount').fill('99');
  await expect(page.getByTestId('rounding')).toContainText('80 already gives 2');
  await page.getByRole('button', { name: 'Pay 80 instead' }).click();
  await expect(page.getByTestId('amount')).toHaveValue('80');
  await expect(confirm).toHaveText('Burn 80 coins for 2 fragments');
  await shot('3-burn-preview-phone-en.png');
  await confirm.click();
  await expect(page.getByTestId('received')).toContainText('+2');
  await expect.poll(() => shown(page, 'balance-to')).toBe(fragmentsBefore + 2);
  expect(await shown(page, 'balance-from')).toBe(coinsBefore + 140 - 80);
  await shot('4-burn-done-phone-en.png');

  // A guest holds no invite points: the screen says what is needed instead of a dead form.
  await page.goto('/convert-invite-point');
  await expect(page.getByTestId('too-little')).toContainText('You need at least 2 invite points for this.');
  await expect(page.getByRole('link', { name: 'Invite friends to earn points' })).toHaveAttribute('href', '/invite-users');
  await shot('5-invite-points-phone-en.png');

  // The main screen's header shows the same balances (its cached account took each answer).
  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Battle', exact: true }).click();
  await expect.poll(() => headerBalance(page, 'gold_coin')).toBe(goldBefore - 7);
  expect(await headerBalance(page, 'game_coin')).toBe(coinsBefore + 140 - 80);
  expect(await headerBalance(page, 'fragments')).toBe(fragmentsBefore + 2);

  // Desktop, Russian.
  await page.setViewportSize({ width: 1280, height: 900 });
  // The player's saved language wins over the browser's: switch it in /setting, as a player would.
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await page.goto('/convert-game-coin');
  await expect(page.getByRole('heading', { level: 1, name: 'Золото в монеты' })).toBeVisible();
  await page.getByTestId('amount').fill('3');
  await expect(confirm).toHaveText('Обменять 3 золота на 60 монет');
  await expect(page.getByLabel('Золото: сколько отдать')).toHaveValue('3');
  await shot('6-convert-desktop-ru.png');
});
