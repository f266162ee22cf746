import type { Page } from '@playwright/test';

/** The phone and the desktop size a screen is looked at in. */
export const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;

/**
 * Runs `look` on the page as it is, at the phone size and then at the desktop size (a resize needs no reload: the
 * layout follows the width, so each screen is loaded once, not once a size), each after the resized layout has been
 * painted; ends back at the phone size.
 */
export async function atEverySize(page: Page, look: (width: number) => Promise<unknown>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await look(size.width);
  }
  await page.setViewportSize(SIZES[0]);
}
