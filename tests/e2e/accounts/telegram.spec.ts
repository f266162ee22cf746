import { expect, test, type Page } from '@playwright/test';
import { freshEmail, startAccountServer, strongPassword, type AccountServer } from '../support/accountServer';
import { mockTelegram } from '../support/telegramMock';
import { signedInitData, signedWidgetData, TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/telegramSigned';

// Their own server, with a (made-up) bot configured; tests sign Telegram data with the same token.
let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer('telegram', { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_BOT_USERNAME: TEST_BOT_USERNAME });
});
test.afterAll(async () => {
  await server.stop();
});

/** The mocked mini-app URL with `initData` in place of the mock's unsigned one. */
async function miniAppUrl(page: Page, path: string, initData: string): Promise<string> {
  const mocked = await mockTelegram(page, path, { version: '8.0' });
  const [route = path, hash = ''] = mocked.split('#');
  const params = new URLSearchParams(hash);
  params.set('tgWebAppData', initData);
  return `${server.url}${route}#${params.toString()}`;
}

test('inside the mini-app the player is signed in automatically with the launch initData', async ({ page }, testInfo) => {
  const user = { id: 770_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Mira', username: 'mira_plays' };
  await page.goto(await miniAppUrl(page, '/main', signedInitData(user)));
  const header = page.getByRole('region', { name: 'Player' });
  await expect(header).toHaveAttribute('data-state', 'signed-in');
  // A new account takes the Telegram first name; starter grant included.
  await expect(header.getByTestId('display-name')).toHaveText('Mira');
  await expect(header.locator('[data-currency=game_coin] dd')).toHaveText('1,000');
  await page.screenshot({ path: testInfo.outputPath('mini-app-signed-in.png') });

  await page.goto(`${server.url}/setting`);
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem')).toContainText('@mira_plays');
  await expect(methods.getByRole('button', { name: 'Unlink' })).toBeDisabled();

  // Link an email too; then either method may go, and unlinking Telegram leaves the email (now the last one).
  await page.locator('[data-link-kind=email]').click();
  const email = freshEmail('tg');
  const password = strongPassword();
  const before = server.mails.length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Verification code').fill(await server.codeFor(email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(methods.getByRole('listitem')).toHaveCount(2);
  const telegramRow = methods.locator('[data-kind=telegram]');
  await expect(telegramRow.getByRole('button', { name: 'Unlink' })).toBeEnabled();
  await telegramRow.getByRole('button', { name: 'Unlink' }).click();
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(methods.locator('[data-kind=email]').getByRole('button', { name: 'Unlink' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('after-unlink.png'), fullPage: true });
});

test('a tampered initData is refused and leaves the player signed out', async ({ page }) => {
  const user = { id: 880_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Eve' };
  const tampered = signedInitData(user).replace('Eve', 'Adam');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/telegram/mini-app'));
  await page.goto(await miniAppUrl(page, '/main', tampered));
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-out');
});

test('on the web, the Login Widget signs in (the widget script is stood in for: no network here)', async ({ page }) => {
  const user = { id: 990_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Widget', username: 'widget_user' };
  const data = signedWidgetData(user);
  // Telegram's script would draw its button and, after the user confirms, call the data-onauth callback.
  await page.route('https://telegram.org/js/telegram-widget.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `setTimeout(() => window.tcgTelegramAuth(${JSON.stringify(data)}), 50);`,
    }),
  );
  await page.goto(`${server.url}/telegram-login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Telegram' })).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('display-name')).toHaveText('Widget');
});
