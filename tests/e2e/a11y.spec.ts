import { expect, test } from '@playwright/test';
import { axeCheck } from './support/axeCheck';

/** Screens of the first impression and what each shows once rendered (so axe never checks a blank page). */
const SCREENS = [
  { path: '/', ready: 'The first trading card game made from AI-generated content.' },
  { path: '/main', ready: 'Collect cards, build your team and let it fight.' },
  { path: '/setting', ready: 'The game remembers your choice on this device.' },
  { path: '/email-register', ready: 'Create an account with your email and a password.' },
];

const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

// One load a screen, checked on a phone and then resized to a desktop (no reload): the layout follows the width.
for (const screen of SCREENS) {
  test(`axe finds no violation on ${screen.path} at 390 and 1280 px`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(screen.path);
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    if (screen.path === '/main') await expect(page.locator('.player-header[data-state="signed-out"]')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const results = await axeCheck(page);
      const violations = results.violations.map((v) => `${viewport.width} px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(violations).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(10);
    }
  });
}
