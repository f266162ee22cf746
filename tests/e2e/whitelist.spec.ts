import { expect, test } from '@playwright/test';
import { lookShot } from './support/lookShot';

test('a malformed address gets the validation message and no request', async ({ page }) => {
  let lookups = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/whitelist/')) lookups++;
  });
  await page.goto('/whitelist');
  await page.getByLabel('Wallet address').fill('0x1234');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Enter an EVM address (0x followed by 40 hex digits) or a TON address.')).toBeVisible();
  expect(lookups).toBe(0);
});

// tests/e2e/support/whitelist.csv is imported by the set-up (admin whitelist:import) before the server starts.
test('a whitelisted address, typed in mixed case, is confirmed by the server', async ({ page }, testInfo) => {
  await page.goto('/whitelist');
  await page.getByLabel('Wallet address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  const answer = page.waitForResponse((response) => response.url().includes('/api/whitelist/'));
  await page.getByRole('button', { name: 'Check' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('This address is on the whitelist.');
  await expect(page.getByRole('status')).toContainText('0x52908400098527886e0f7030069857d2e4169ee7');
  await lookShot(page, testInfo.outputPath('whitelist-listed.png'));
});

test('an address not on the list is reported as such', async ({ page }) => {
  await page.goto('/whitelist');
  await page.getByLabel('Wallet address').fill('0x000000000000000000000000000000000000dEaD');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toContainText('This address is not on the whitelist.');
});
