import { expect, test } from '@playwright/test';

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

test('a well-formed address is looked up by the server', async ({ page }, testInfo) => {
  await page.goto('/whitelist');
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';
  await page.getByLabel('Wallet address').fill(address);
  const answer = page.waitForResponse((response) => response.url().includes('/api/whitelist/'));
  await page.getByRole('button', { name: 'Check' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { whitelisted: boolean; address: string };
  await expect(page.getByRole('status')).toContainText(body.whitelisted ? 'This address is on the whitelist.' : 'This address is not on the whitelist.');
  await expect(page.getByRole('status')).toContainText(body.address);
  await page.screenshot({ path: testInfo.outputPath('whitelist.png') });
});
