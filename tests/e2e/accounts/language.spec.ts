import { expect } from '@playwright/test';
import { accountsTest as test, freshEmail, registerThroughUi, strongPassword } from '../support/accountServer';
import { chooseLanguage } from '../support/chooseLanguage';
import { lookShot } from '../support/lookShot';

test('the language chosen in /setting is saved to the profile and follows the player to a fresh browser', async ({ page, browser, server, baseURL }, testInfo) => {
  const email = freshEmail('lang');
  const password = strongPassword();
  await registerThroughUi(page, server, email, password);

  await chooseLanguage(page, 'Русский');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();

  // A fresh browser (no cached language, English navigator) signs in: the profile's language wins.
  const fresh = await browser.newContext({ baseURL, locale: 'en-US' });
  const freshPage = await fresh.newPage();
  await freshPage.goto('/email-login');
  await expect(freshPage.getByRole('heading', { level: 1, name: 'Sign in with email' })).toBeVisible();
  await freshPage.getByLabel('Email').fill(email);
  await freshPage.getByLabel('Password').fill(password);
  await freshPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(freshPage.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
  await expect(freshPage.getByRole('region', { name: 'Игрок' })).toContainText('Выносливость');
  await lookShot(freshPage, testInfo.outputPath('fresh-context-ru.png'));

  // And after a reload it stays Russian.
  await freshPage.reload();
  await expect(freshPage.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
  expect(await freshPage.evaluate(() => document.documentElement.lang)).toBe('ru');
  await fresh.close();
});

test.describe('with an English browser and the UI in Chinese', () => {
  test.use({ locale: 'en-US' });

  test('server refusals arrive in the language chosen in the UI, not the browser\'s', async ({ page }) => {
    await page.goto('/email-login?lng=zh');
    await expect(page.getByRole('heading', { level: 1, name: '邮箱登录' })).toBeVisible();
    await page.getByLabel('邮箱').fill(freshEmail('nobody'));
    await page.getByLabel('密码').fill('some long passphrase');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // The server answers a reason (and an English fallback message); the client words it in the UI's language.
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveText(/[\u4e00-\u9fff]/);
    await expect(alert).not.toContainText(/[A-Za-z]{4,}/);
  });
});
