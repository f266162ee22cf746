import { expect, test, type Page } from '@playwright/test';
import { freshEmail, startAccountServer, strongPassword, submitRegistrationForm, type AccountServer } from '../support/accountServer';
import { mockTelegramSigned } from '../support/telegramMock';
import { signedInitData, signedWidgetData, TEST_BOT_TOKEN, TEST_BOT_USERNAME } from '../support/telegramSigned';
import { lookShot } from '../support/lookShot';

const GOOGLE_CLIENT_ID = 'tcg-test.apps.googleusercontent.com';
const APPLE_SERVICE_ID = 'game.tcg.test.web';

// Their own server with every provider configured (made-up bot token and client ids: nothing calls out). Tests
// sign Telegram data with the same token; Google's and Apple's scripts are stood in for by routes.
let server: AccountServer;
test.beforeAll(async () => {
  server = await startAccountServer('providers', {
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: TEST_BOT_USERNAME,
    GOOGLE_CLIENT_ID,
    APPLE_SERVICE_ID,
  });
});
test.afterAll(async () => {
  await server.stop();
});

/** The mocked mini-app URL on this test's server with `initData` in place of the mock's unsigned one. */
const miniAppUrl = (page: Page, path: string, initData: string) => mockTelegramSigned(page, server.url, path, initData, { version: '8.0' });

test('inside the mini-app the player is signed in automatically with the launch initData', async ({ page }, testInfo) => {
  const user = { id: 770_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Mira', username: 'mira_plays' };
  await page.goto(await miniAppUrl(page, '/main', signedInitData(user)));
  const header = page.getByRole('region', { name: 'Player' });
  await expect(header).toHaveAttribute('data-state', 'signed-in');
  // A new account takes the Telegram first name; starter grant included.
  await expect(header.getByTestId('display-name')).toHaveText('Mira');
  await expect(header.locator('[data-currency=game_coin] dd')).toHaveText('1,000');
  await lookShot(page, testInfo.outputPath('mini-app-signed-in.png'));

  await page.goto(`${server.url}/setting`);
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem')).toContainText('@mira_plays');
  await expect(methods.getByRole('button', { name: 'Unlink' })).toBeDisabled();

  // Link an email too; then either method may go, and unlinking Telegram leaves the email (now the last one).
  await page.locator('[data-link-kind=email]').click();
  const email = freshEmail('tg');
  const password = strongPassword();
  await submitRegistrationForm(page, server, email, password);
  await expect(page).toHaveURL(/\/setting$/);
  await expect(methods.getByRole('listitem')).toHaveCount(2);
  const telegramRow = methods.locator('[data-kind=telegram]');
  await expect(telegramRow.getByRole('button', { name: 'Unlink' })).toBeEnabled();
  await telegramRow.getByRole('button', { name: 'Unlink' }).click();
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(methods.locator('[data-kind=email]').getByRole('button', { name: 'Unlink' })).toBeDisabled();
  await lookShot(page, testInfo.outputPath('after-unlink.png'), { fullPage: true });
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
  // Telegram's script would draw its button and, after the user confirms, call the data-onauth callback. The
  // stand-in only marks itself loaded; the test plays the user's confirmation once the screen is seen (a timer in
  // the script raced the heading check: the player could already be on /main).
  await page.route('https://telegram.org/js/telegram-widget.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.tcgWidgetLoaded = true;' }),
  );
  await page.goto(`${server.url}/telegram-login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Telegram' })).toBeVisible();
  await page.waitForFunction(() => 'tcgWidgetLoaded' in window && 'tcgTelegramAuth' in window);
  await page.evaluate((signed) => (window as unknown as { tcgTelegramAuth: (d: unknown) => void }).tcgTelegramAuth(signed), data);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('display-name')).toHaveText('Widget');
});

test('Google: the GIS button gets our client id and a fresh server nonce; the credential goes to the server', async ({ page }) => {
  // Kept in the order the answers came (their bodies are read later, and may be read out of order).
  const nonces: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/oidc/nonce')) nonces.push(r.json().then((body) => (body as { nonce: string }).nonce));
  });
  // Stand-in for accounts.google.com/gsi/client: records initialize(), draws a button that "returns" a credential.
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gis = config; },
        renderButton(el) {
          const b = document.createElement('button');
          b.textContent = 'Google stand-in';
          b.onclick = () => window.__gis.callback({ credential: 'not-a-real-id-token' });
          el.replaceChildren(b);
        },
      } } };`,
    }),
  );
  await page.goto(`${server.url}/google-login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible();
  // The button as drawn, before it is used (after a refusal the screen initializes GIS again with the next nonce).
  await expect(page.getByRole('button', { name: 'Google stand-in' })).toBeVisible();
  const config = await page.evaluate(() => (window as unknown as { __gis: { client_id: string; nonce: string } }).__gis);
  expect(config.client_id).toBe(GOOGLE_CLIENT_ID);
  expect(config.nonce).toBe(await nonces[0]);
  await page.getByRole('button', { name: 'Google stand-in' }).click();
  // The server verifies the token (signature, iss, aud, exp, nonce) and refuses this one, in words.
  await expect(page.getByRole('alert')).toHaveText('The sign-in could not be verified. Please try again.');
  // A nonce is good for one token: a new one was fetched for the next attempt.
  await expect.poll(() => nonces.length).toBe(2);
  expect(await nonces[1]).not.toBe(await nonces[0]);
});

test('Apple: the JS popup gets our Services ID and a server nonce; the ID token and first-time name go to the server', async ({ page }) => {
  await page.route('https://appleid.cdn-apple.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.AppleID = { auth: {
        init(config) { window.__apple = config; },
        signIn() { return Promise.resolve({ authorization: { id_token: 'not-a-real-id-token' }, user: { name: { firstName: 'Ann', lastName: 'Lee' } } }); },
      } };`,
    }),
  );
  await page.goto(`${server.url}/apple-login`);
  const login = page.waitForRequest((r) => r.url().endsWith('/api/auth/oidc/login'));
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  const body = (await login).postDataJSON() as { provider: string; idToken: string; displayNameHint?: string };
  expect(body).toEqual({ provider: 'apple', idToken: 'not-a-real-id-token', displayNameHint: 'Ann Lee' });
  const config = await page.evaluate(() => (window as unknown as { __apple: { clientId: string; nonce: string; usePopup: boolean } }).__apple);
  expect(config.clientId).toBe(APPLE_SERVICE_ID);
  expect(config.usePopup).toBe(true);
  expect(config.nonce).toMatch(/^\S{20,}$/);
  await expect(page.getByRole('alert')).toHaveText('The sign-in could not be verified. Please try again.');
});

test('Apple on iOS: outside the iOS app the page points to the web flow; the return page posts the fragment token once', async ({ page }) => {
  await page.goto(`${server.url}/apple-ios-login`);
  await expect(page.getByText('This page belongs to the iOS app.')).toBeVisible();

  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/oidc/login')) logins.push(r.postData() ?? '');
  });
  await page.goto(`${server.url}/apple-ios-logined#id_token=not-a-real-id-token&name=Ann`);
  await expect(page.getByRole('alert')).toHaveText('The sign-in could not be verified. Please try again.');
  expect(logins).toHaveLength(1);
  expect(JSON.parse(logins[0] ?? '{}')).toEqual({ provider: 'apple', idToken: 'not-a-real-id-token', displayNameHint: 'Ann' });
  // The token does not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('');
});
