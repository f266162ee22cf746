import { expect, test, type Page } from '@playwright/test';
import { injectTonWallet, recordCspViolations } from './testWallets';
import { lookShot } from '../support/lookShot';

// A whole sign-in and two signatures on a loaded machine: room for each step, every step waits on state.
test.describe.configure({ timeout: 180_000 });

const header = (page: Page) => page.getByRole('region', { name: 'Player' });
const gameCoins = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/account/me')).json()) as { balances: { game_coin: number } }).balances.game_coin);

test('daily TON check-in: cancelled in the wallet changes nothing, signed is credited once, then it waits for tomorrow', async ({ page }, testInfo) => {
  const violations = await recordCspViolations(page);
  const wallet = await injectTonWallet(page);
  // Sign up with the TON wallet (ton_proof), which links it to the new account. On desktop the modal offers the
  // browser extension (on a phone it opens the wallet's app instead).
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/wallet-login');
  await page.getByTestId('ton-connect-button').getByRole('button', { name: 'Connect Wallet' }).click();
  const modal = page.locator('#tc-widget-root');
  await modal.getByText('Tonkeeper').click();
  await modal.getByRole('button', { name: 'Browser Extension' }).click();
  await expect(page).toHaveURL(/\/main$/, { timeout: 20_000 });
  await expect(header(page)).toHaveAttribute('data-state', 'signed-in');
  const before = await gameCoins(page);

  // The lobby's header offers today's reward; on a phone, its pill leads to the wallet screen's check-in, with
  // the connection restored. A signed-in player is not asked to sign in there.
  await page.setViewportSize({ width: 390, height: 844 });
  const badge = page.getByTestId('check-in-badge');
  await expect(badge).toHaveText('+30');
  await expect(badge).toHaveAccessibleName('Daily check-in: +30 coins');
  await lookShot(page, testInfo.outputPath('0-lobby-check-in-badge-390.png'));
  await badge.click();
  await expect(page).toHaveURL(/\/wallet-login#ton-check-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your wallets');
  await expect(page.getByRole('navigation', { name: 'Other ways to sign in' })).toHaveCount(0);
  const card = page.getByTestId('ton-check-in');
  const action = card.getByRole('button', { name: 'Check in: +30 coins' });
  await expect(action).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await lookShot(page, testInfo.outputPath('1-check-in-offer-390.png'));

  // The player cancels in the wallet: TON Connect's own "Sign data canceled", the game's words, nothing credited.
  wallet.rejectNextSignData();
  await action.click();
  await expect(page.getByText('Sign data canceled').first()).toBeVisible();
  await expect(card.getByText('You cancelled the signature in your wallet.', { exact: false })).toBeVisible();
  await lookShot(page, testInfo.outputPath('2-check-in-cancelled-390.png'));
  expect(await gameCoins(page)).toBe(before);

  // Again, signed: TON Connect's "Data signed", the game credits 30 coins once and the header follows.
  await action.click();
  await expect(card.getByText('+30 coins: checked in for today!')).toBeVisible();
  await expect(page.getByText('Data signed').first()).toBeVisible();
  await lookShot(page, testInfo.outputPath('3-check-in-credited-390.png'));
  // Each attempt asked to sign a fresh single-use code.
  expect(wallet.asked).toHaveLength(2);
  expect(wallet.asked[1]).toMatch(/^TCG daily check-in\nDay: \d{4}-\d{2}-\d{2}\nPlayer: [0-9a-f-]{36}\nCode: [0-9a-f]{64}$/);
  expect(wallet.asked[1]).not.toBe(wallet.asked[0]);
  expect(await gameCoins(page)).toBe(before + 30);

  // The lobby's pill is gone for today.
  await page.goto('/main');
  await expect(header(page)).toHaveAttribute('data-state', 'signed-in');
  await expect(page.getByTestId('display-name')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.goto('/wallet-login');

  // Tomorrow's check-in is the next one: a reload says so and offers no button.
  await page.reload();
  await expect(card.getByText('You already checked in today.', { exact: false })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  expect(await gameCoins(page)).toBe(before + 30);

  // On desktop.
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(card.getByText('You already checked in today.', { exact: false })).toBeVisible();
  await lookShot(page, testInfo.outputPath('4-check-in-done-desktop.png'));

  // Only the wallets' network bridges are refused (no CSP_CONNECT_SRC here, docs/WALLETS.md "CSP"): no script,
  // style, image or event-handler attribute.
  expect((await violations()).filter((v) => v.directive !== 'connect-src')).toEqual([]);
});
