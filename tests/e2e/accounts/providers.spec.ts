import { expect, test } from '@playwright/test';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// The shared test server has no Telegram bot, Google client id or Apple service id (the default).
const NOT_CONFIGURED = [
  { path: '/telegram-login', heading: 'Sign in with Telegram', provider: 'Telegram' },
  { path: '/google-login', heading: 'Sign in with Google', provider: 'Google' },
  { path: '/apple-login', heading: 'Sign in with Apple', provider: 'Apple' },
  { path: '/apple-ios-login', heading: 'Sign in with Apple (iOS)', provider: 'Apple' },
  { path: '/apple-ios-logined', heading: 'Signed in with Apple', provider: 'Apple' },
];

for (const screen of NOT_CONFIGURED) {
  test(`${screen.path} explains that ${screen.provider} is not configured and loads nothing from the provider`, async ({ page }, testInfo) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== 'localhost' && host !== '127.0.0.1') external.push(request.url());
    });
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(page.getByText(`Sign-in with ${screen.provider} is not configured on this server.`)).toBeVisible();
    await expect(page.getByText(`you can link ${screen.provider} later in Settings`)).toBeVisible();
    // The other ways in are offered instead of a dead button.
    await expect(page.getByRole('navigation', { name: 'Other ways to sign in' }).getByRole('link', { name: 'Play as guest' })).toBeVisible();
    await lookShot(page, testInfo.outputPath('not-configured.png'));
    expect(external).toEqual([]);
  });
}

test('a signed-in player is never asked to sign in again: the sign-in screens offer no other ways in, and an unavailable provider points to Settings', async ({ page }) => {
  await startGuest(page);
  await page.goto('/telegram-login');
  await expect(page.getByText('Sign-in with Telegram is not configured on this server.')).toBeVisible();
  await expect(page.getByText('You are signed in: link Telegram to your account in Settings once it is available.')).toBeVisible();
  await expect(page.locator('[data-state=not-configured]').getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/setting');
  await expect(page.getByRole('navigation', { name: 'Other ways to sign in' })).toHaveCount(0);
  for (const [path, heading] of [['/email-login', 'Sign in with email'], ['/new-player', 'New player'], ['/google-login', 'Sign in with Google']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/You are signed in/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play as guest' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /Other ways to sign in|Already have an account/ })).toHaveCount(0);
  }
  // The wallets screen links a wallet: its steps end in the link, not in a sign-in.
  await page.goto('/wallet-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wallets' })).toBeVisible();
  await expect(page.getByText('The wallet is linked to your account')).toBeVisible();
  await expect(page.getByText('You are signed in', { exact: true })).toHaveCount(0);
});

test('the not-configured screen is translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ru'));
  await page.goto('/google-login');
  await expect(page.getByText('Вход через Google на этом сервере не настроен.')).toBeVisible();
});

// /apple-iap (the gold packs) is covered signed in by tests/e2e/shops.
for (const path of ['/recover-stamina', '/change-password', '/apple-iap']) {
  test(`${path} sends a signed-out visitor to sign in first`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/email-login\\?next=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with email' })).toBeVisible();
  });
}

test('a guarded screen whose account read fails says so and retries, rather than sending a player to sign in', async ({ page }) => {
  // No answer at all (offline, server down): nobody is known to be signed out.
  // The page's session check is /api/account/session (signed out answers 200); guards may also read /me.
  const accountRead = /\/api\/account\/(me|session)$/;
  await page.route(accountRead, (route) => route.abort('connectionrefused'));
  await page.goto('/recover-stamina');
  await expect(page.getByRole('alert')).toContainText('The server could not be reached. Check your connection.');
  await expect(page).toHaveURL(/\/recover-stamina$/);
  // The server answers again: this visitor is signed out, so the retry leads to sign-in as usual.
  await page.unroute(accountRead);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/email-login\?next=%2Frecover-stamina$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with email' })).toBeVisible();
});
