import { expect, type Page } from '@playwright/test';

/**
 * Starts a guest through the new-player page and waits until the header shows the signed-in player. Most stories
 * test one area with a guest that has all its cards free and no coach in the lobby, as before the first-session
 * start existed: so by default the starter team (slot 1) is deleted and the first-run guide skipped, through the
 * API. `firstSession: true` keeps both (tests/e2e/firstSession.spec.ts walks them).
 */
export async function startGuest(page: Page, options: { firstSession?: boolean } = {}): Promise<void> {
  await page.goto('/new-player');
  await page.getByRole('button', { name: 'Play as guest' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
  if (options.firstSession) return;
  const statuses = await page.evaluate(async () => {
    const headers = { 'content-type': 'application/json', 'x-tcg-csrf': '1' };
    const removed = await fetch('/api/teams/1', { method: 'DELETE', headers });
    const skipped = await fetch('/api/account/first-run', { method: 'POST', headers, body: JSON.stringify({ step: 'skipped' }) });
    return [removed.status, skipped.status];
  });
  expect(statuses).toEqual([200, 200]);
  // The lobby read the account and the team before they changed: read them again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
}
