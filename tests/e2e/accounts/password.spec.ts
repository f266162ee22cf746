import { expect } from '@playwright/test';
import { accountsTest as test, freshEmail, registerThroughUi, strongPassword, submitPasswordForm } from '../support/accountServer';
import { lookShot } from '../support/lookShot';

test('changing the password signs out the other session, keeps this one, and the new password works', async ({ page, browser, server, baseURL }, testInfo) => {
  const email = freshEmail('pw');
  const oldPassword = strongPassword();
  const newPassword = strongPassword();
  await registerThroughUi(page, server, email, oldPassword);

  // A second device signs in to the same account.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/email-login');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(oldPassword);
  await submitPasswordForm(otherPage, otherPage.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(otherPage.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');

  // /setting lists both sessions, this one marked.
  await page.goto('/setting');
  const sessions = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(page.locator('[data-current=true]')).toContainText('This device');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  // The current password is checked by the server, which names the field.
  await page.getByLabel('Current password').fill(`${oldPassword}!`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill(newPassword);
  await submitPasswordForm(page, page.getByRole('button', { name: 'Change password' }));
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill(oldPassword);
  await submitPasswordForm(page, page.getByRole('button', { name: 'Change password' }));
  await expect(page.getByRole('status')).toHaveText('Password changed. Devices signed out: 1.');
  await lookShot(page, testInfo.outputPath('changed.png'));

  // The other device is signed out; this one is not.
  await otherPage.reload();
  await expect(otherPage.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-out');
  await page.goto('/main');
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');

  // The old password no longer works; the new one does.
  await otherPage.goto('/email-login');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(oldPassword);
  await submitPasswordForm(otherPage, otherPage.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(otherPage.getByText('Wrong email or password.')).toBeVisible();
  await otherPage.getByLabel('Password').fill(newPassword);
  await submitPasswordForm(otherPage, otherPage.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(otherPage.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
  await other.close();
});

test('a signed-out visitor of /change-password is sent to sign in and comes back afterwards', async ({ page, server }) => {
  const email = freshEmail('guard');
  const password = strongPassword();
  await registerThroughUi(page, server, email, password);
  await page.goto('/setting');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-out');

  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/email-login\?next=%2Fchange-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submitPasswordForm(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
});

test('a session revoked from /setting is signed out on its device', async ({ page, browser, server, baseURL }) => {
  const email = freshEmail('revoke');
  const password = strongPassword();
  await registerThroughUi(page, server, email, password);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/email-login');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(password);
  await submitPasswordForm(otherPage, otherPage.getByRole('button', { name: 'Sign in', exact: true }));
  await expect(otherPage.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');

  await otherPage.goto('/setting');
  await expect(otherPage.getByRole('checkbox', { name: 'Sound effects' })).toBeChecked();

  await page.goto('/setting');
  const sessions = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await page.locator('[data-current=false]').getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This device');

  // The revoked device finds out on its next call (401) and turns signed out without a reload. A tap, not
  // `uncheck()`: the refused change is not saved, so the switch goes back (or leaves with the signed-in screen)
  // as soon as the 401 arrives, and `uncheck()` would fail whenever that beats its own check of the new state.
  await otherPage.getByRole('checkbox', { name: 'Sound effects' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Sign in to keep your progress' })).toBeVisible();
  await otherPage.goto('/main');
  await expect(otherPage.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-out');
  await other.close();

  // Revocation was immediate (the session cache did not keep it alive): the revoked device's change was refused.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Sound effects' })).toBeChecked();
});
