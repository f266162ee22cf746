import { expect, type Page } from '@playwright/test';

/** Starts a guest through the new-player page and waits until the header shows the signed-in player. */
export async function startGuest(page: Page): Promise<void> {
  await page.goto('/new-player');
  await page.getByRole('button', { name: 'Play as guest' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
}
