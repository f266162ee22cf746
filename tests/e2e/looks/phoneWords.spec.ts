import { expect, test, type Locator } from '@playwright/test';
import { chooseLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

/** How many lines a text element's words take: its height in lines of its own line height. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    return Math.round(el.getBoundingClientRect().height / line);
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('in Russian on a phone the launch panel\'s cost is one unit on one line, and a ranking shows its boards once, its own link in view', async ({ page }, testInfo) => {
  await startGuest(page);
  await chooseLanguage(page, 'Русский');

  await page.goto('/activity-levels');
  const cost = page.getByTestId('launch-cost');
  await expect(cost).toHaveText(/^\d+ выносливости$/);
  await cost.scrollIntoViewIfNeeded();
  expect(await lineCount(cost)).toBe(1);
  await lookShot(page.getByTestId('launch'), testInfo.outputPath('launch-ru-390.png'));

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/online-user-rank');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Ranks tab's own links (section links on a phone, the rail on a desktop) are the only way to the other boards
    // (the tab itself leads to the rating board, so that one is not counted).
    await expect(page.locator('a[href="/online-team-rank"]:visible')).toHaveCount(1);
    await expect(page.locator('a[href="/online-user-rank"]:visible')).toHaveCount(1);
    await lookShot(page, testInfo.outputPath(`ranking-ru-${width}.png`));
  }
  // The phone's row of section links scrolls to the current screen: the third board's link shows whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/online-team-rank');
  await expect(page.locator('.section-links a[aria-current=page]')).toBeInViewport({ ratio: 0.99 });
  await lookShot(page, testInfo.outputPath('team-ranking-ru-390.png'));

  // The row stops the current link at its 16 px padding (the margin of everything under it), not at the glass: the
  // last Battle link, then the first one after the row had scrolled to the end (it had stuck to the left edge).
  const inset = () => page.locator('.section-links a[aria-current=page]').evaluate((link) => {
    const box = link.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(document.documentElement.clientWidth - box.right) };
  });
  for (const path of ['/spectate', '/activity-levels']) {
    await page.goto('/my-battles');
    await expect(page.locator('.section-links a[aria-current=page]')).toBeVisible();
    await page.getByRole('navigation', { name: /Бой/ }).getByRole('link', { name: path === '/spectate' ? 'Трансляции' : 'Кампания' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const { left, right } = await inset();
    expect(left).toBeGreaterThanOrEqual(16);
    expect(right).toBeGreaterThanOrEqual(16);
  }
  await lookShot(page, testInfo.outputPath('campaign-links-ru-390.png'));
});

test('the team editor offers the presets once, and the presets the editor once: the Team tab\'s own links, on a phone and a desktop', async ({ page }) => {
  await startGuest(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/my-team');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('a[href="/preset-teams"]:visible')).toHaveCount(1);
    await page.goto('/preset-teams');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Team tab itself leads to the editor, so the editor has two links here: the tab and its section link.
    await expect(page.locator('a[href="/my-team"]:visible')).toHaveCount(2);
  }
});

test('a disabled button looks disabled: the burn list\'s Burn button is greyed, not gold, until a copy is chosen', async ({ page }) => {
  await startGuest(page);
  await page.goto('/my-burn-list');
  const burn = page.getByRole('button', { name: 'Burn selected' });
  await expect(burn).toBeDisabled();
  const look = () => burn.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color, cursor: style.cursor };
  });
  const off = await look();
  await page.locator('main input[type=checkbox]:enabled').first().check();
  await expect(burn).toBeEnabled();
  const on = await look();
  expect(off.background).not.toBe(on.background);
  expect(off.color).not.toBe(on.color);
  expect([off.cursor, on.cursor]).toEqual(['not-allowed', 'pointer']);
});
