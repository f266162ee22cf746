import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';

/** The header every write to the API carries, as the browser's API client sends it. */
const WRITE_HEADERS = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/**
 * Starts a guest through the API (the page's own request context, so the session cookie lands in its browser),
 * then opens /main and waits until the header shows the signed-in player. Signing up through /new-player is
 * tested once, by tests/e2e/accounts/guest.spec.ts and launch.spec.ts; every other story only needs a player, and
 * the screens cost a page load each. Most stories test one area with a guest that has all its cards free and no
 * coach in the lobby, as before the first-session start existed: so by default the starter team (slot 1) is deleted
 * and the first-run guide skipped. `firstSession: true` keeps both.
 */
export async function startGuest(page: Page, options: { firstSession?: boolean } = {}): Promise<void> {
  const started = await page.request.post('/api/auth/guest', { headers: WRITE_HEADERS });
  expect(started.status()).toBe(200);
  if (!options.firstSession) {
    const removed = await page.request.delete('/api/teams/1', { headers: WRITE_HEADERS });
    const skipped = await page.request.post('/api/account/first-run', { headers: WRITE_HEADERS, data: { step: 'skipped' } });
    expect([removed.status(), skipped.status()]).toEqual([200, 200]);
  }
  await page.goto('/main');
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
}
