import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { accountsTest as test, freshEmail, strongPassword } from '../support/accountServer';
import { lookShot } from '../support/lookShot';

test('register by email, verify, see the header, log out, log in again', async ({ page, server }, testInfo) => {
  const email = freshEmail('reg');
  const password = strongPassword();

  await page.goto('/email-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register with email' })).toBeVisible();
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await lookShot(page, testInfo.outputPath('1-register.png'));

  const before = server.mails.length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d:\d\d/ })).toBeDisabled();
  await lookShot(page, testInfo.outputPath('2-code.png'));

  const code = await server.codeFor(email, before);
  // A wrong code is refused next to the field, in the server's words.
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/main$/);

  // The header: name, the four balances of the starter grant, stamina with its maximum.
  const header = page.getByRole('region', { name: 'Player' });
  await expect(header).toHaveAttribute('data-state', 'signed-in');
  const name = (await header.getByTestId('display-name').textContent()) ?? '';
  expect(name).toMatch(/^\S.{2,}$/);
  await expect(header.locator('[data-currency=game_coin] dd')).toHaveText('1,000');
  await expect(header.locator('[data-currency=gold_coin] dd')).toHaveText('50');
  await expect(header.locator('[data-currency=fragments] dd')).toHaveText('100');
  await expect(header.locator('[data-currency=invite_points] dd')).toHaveText('0');
  await expect(header.getByTestId('stamina')).toContainText('120/120');
  await expect(header.getByTestId('stamina')).toContainText('Full');
  await lookShot(page, testInfo.outputPath('3-main-signed-in.png'), { fullPage: true });

  // Log out from /setting.
  await page.goto('/setting');
  await expect(page.getByRole('region', { name: 'Sign-in methods' }).getByText(/•••/)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-out');
  await expect(page.getByRole('link', { name: 'Play as guest' })).toBeVisible();
  await lookShot(page, testInfo.outputPath('4-main-signed-out.png'));

  // A wrong password is refused with the server's message; the right one signs in to the same account.
  await page.getByRole('region', { name: 'Player' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/email-login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/wrong email or password/i);
  await lookShot(page, testInfo.outputPath('5-wrong-password.png'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' }).getByTestId('display-name')).toHaveText(name);
});

test('bad input shows the error next to its field', async ({ page }, testInfo) => {
  await page.goto('/email-register');
  // Checked in the browser with the contract's schema: a malformed email and a confirmation that differs.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('violet harbor quill');
  await page.getByLabel('Repeat the password').fill('violet harbor quilt');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await lookShot(page, testInfo.outputPath('client-errors.png'));

  // Refused by the server's password rules: a 400 naming `password`, shown under the password field.
  const weak = 'password123';
  await page.getByLabel('Email').fill(freshEmail('weak'));
  await page.getByLabel('Password', { exact: true }).fill(weak);
  await page.getByLabel('Repeat the password').fill(weak);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/email/register'));
  await page.getByRole('button', { name: 'Register' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { error: { field?: string; reason: string } };
  expect(body.error.field).toBe('password');
  // The server answers the reason; the client words it (English here) under the field.
  const words = JSON.parse(readFileSync('public/locales/en/ui.json', 'utf8')) as { account: { refusals: Record<string, string> } };
  const passwordInput = page.getByLabel('Password', { exact: true });
  await expect(passwordInput).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await passwordInput.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(words.account.refusals[body.error.reason]!);
  await lookShot(page, testInfo.outputPath('server-field-error.png'));
});

test('an email that was registered but never verified is refused at login, with a way to get a code', async ({ page }) => {
  const email = freshEmail('unverified');
  const password = strongPassword();
  await page.goto('/email-register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();

  await page.goto('/email-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Confirm your email first')).toBeVisible();
  // A code was mailed moments ago: the server refuses another for a minute and says when.
  await page.getByRole('button', { name: 'Send a verification code' }).click();
  await expect(page.getByText(/A code was just sent\. You can ask for another/)).toBeVisible();
});
