import { expect, type Locator, type Page } from '@playwright/test';

/** A mouse drag on the team editor the way a player does it: press, move past the 6 px activation distance, glide, release. */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  // The tray sits right under the board: with the board just below the sticky header both are in view, so
  // nothing scrolls during the drag (a programmatic scroll mid-drag is not something a finger or mouse does).
  await page.getByTestId('deploy-board').evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -64);
  });
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await expect(to).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}
