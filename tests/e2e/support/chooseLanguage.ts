import { expect, type Page } from '@playwright/test';

/** Switches the signed-in player's language through /setting (the account's language beats ?lng=); waits until it is saved. */
export async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.goto('/setting');
  await expect(page.getByText('Saved to your profile')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/profile') && r.request().method() === 'PATCH');
  await page.getByRole('radio', { name: label }).check();
  expect((await saved).status()).toBe(200);
}

/** Switches the signed-in player's language on /setting from any language (the radio's own label); waits until saved. */
export async function switchLanguage(page: Page, label: string): Promise<void> {
  await page.goto('/setting');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/profile') && r.request().method() === 'PATCH');
  await page.getByRole('radio', { name: label }).check();
  expect((await saved).status()).toBe(200);
}
