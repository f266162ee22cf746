import { expect } from '@playwright/test';
import { accountsTest as test, freshEmail, registerThroughUi, strongPassword, submitRegistrationForm } from '../support/accountServer';
import { lookShot } from '../support/lookShot';

test('start as a guest, see the header, edit the profile, then secure the account by linking an email', async ({ page, server }, testInfo) => {
  await page.goto('/main');
  const header = page.getByRole('region', { name: 'Player' });
  await expect(header).toHaveAttribute('data-state', 'signed-out');
  await header.getByRole('link', { name: 'Play as guest' }).click();
  await expect(page).toHaveURL(/\/new-player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New player' })).toBeVisible();
  await lookShot(page, testInfo.outputPath('1-new-player.png'));
  await page.getByRole('button', { name: 'Play as guest' }).click();

  await expect(page).toHaveURL(/\/main$/);
  await expect(header).toHaveAttribute('data-state', 'signed-in');
  await expect(header.getByTestId('display-name')).toHaveText(/^Player-[0-9A-HJKMNP-TV-Z]{5}$/);
  await expect(header).toContainText('Guest account');
  await expect(header.locator('[data-currency=game_coin] dd')).toHaveText('1,000');
  await expect(header.getByTestId('stamina')).toContainText('120/120');
  await lookShot(page, testInfo.outputPath('2-main-guest.png'));

  // Profile: rename (bad name refused beside the field first), avatar from the card set, preferences.
  await page.goto('/setting');
  await expect(page.getByText('You are playing as a guest')).toBeVisible();
  const nameField = page.getByLabel('Display name');
  await nameField.fill('<b>');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await nameField.fill('Guest Hero');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const avatars = page.getByRole('group', { name: 'Avatar' });
  const firstCard = avatars.locator('[data-card]').first();
  const cardId = await firstCard.getAttribute('data-card');
  await firstCard.click();
  await expect(avatars.locator(`[data-card="${cardId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Reduced motion').check();
  await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'on');
  await page.getByRole('checkbox', { name: 'Sound effects' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Sound effects' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Guest Hero');
  await expect(page.getByRole('group', { name: 'Avatar' }).locator(`[data-card="${cardId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: 'Sound effects' })).not.toBeChecked();
  await expect(page.getByLabel('Reduced motion')).toBeChecked();
  await lookShot(page, testInfo.outputPath('3-setting-guest.png'), { fullPage: true });

  // Link an email: the register screen links to the signed-in guest instead of creating an account.
  await page.locator('[data-link-kind=email]').click();
  await expect(page).toHaveURL(/\/email-register\?next=%2Fsetting$/);
  await expect(page.getByText('You are signed in as Guest Hero')).toBeVisible();
  const email = freshEmail('guest');
  const password = strongPassword();
  await submitRegistrationForm(page, server, email, password);

  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByText('You are playing as a guest')).toHaveCount(0);
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(methods.getByRole('listitem')).toContainText('Email');
  // The only method cannot be unlinked, and the screen says why.
  await expect(methods.getByRole('button', { name: 'Unlink' })).toBeDisabled();
  await expect(methods).toContainText('This is your last verified sign-in method');
  await lookShot(page, testInfo.outputPath('4-setting-linked.png'), { fullPage: true });

  // Same account: the name and the starter coins are still there, now reachable by email.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/email-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(header.getByTestId('display-name')).toHaveText('Guest Hero');
  await expect(header).not.toContainText('Guest account');
  await expect(header.locator('[data-currency=game_coin] dd')).toHaveText('1,000');
});

test('recover stamina spends game coin once per purchase and updates the header', async ({ page }) => {
  await page.goto('/new-player');
  await page.getByRole('button', { name: 'Play as guest' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/recover-stamina');
  await expect(page.getByRole('heading', { level: 1, name: 'Recover stamina' })).toBeVisible();
  await expect(page.getByTestId('stamina')).toContainText('120/120');
  // The price is shown before buying, as the server states it, and is exactly what gets charged.
  await expect(page.getByTestId('offer')).toHaveText('60 stamina for 100 game coins.');
  await page.getByRole('button', { name: 'Recover stamina' }).click();
  // Stamina is full: the first press only asks, naming what the player has; Cancel buys nothing.
  const confirm = page.getByTestId('stamina-confirm');
  await expect(confirm).toContainText('Your stamina is full (120/120).');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('game-coin')).toHaveText('1,000');
  await page.getByRole('button', { name: 'Recover stamina' }).click();
  await confirm.getByRole('button', { name: 'Buy anyway' }).click();
  await expect(page.getByRole('status')).toHaveText('Stamina +60 for 100 game coins.');
  const coins = Number((await page.getByTestId('game-coin').textContent())?.replace(/\D/g, ''));
  expect(coins).toBe(900);
  await page.goto('/main');
  await expect(page.getByRole('region', { name: 'Player' }).locator('[data-currency=game_coin] dd')).toHaveText(new Intl.NumberFormat('en').format(coins));
  await expect(page.getByTestId('stamina')).not.toContainText('120/120');
});

test('an account that has an email is told so on /email-register instead of getting a form the server refuses', async ({ page, server }) => {
  await registerThroughUi(page, server, freshEmail('has'), strongPassword());
  await page.goto('/email-register');
  await expect(page.getByText('Your account already has an email.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
});
