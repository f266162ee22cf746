import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { chooseLanguage } from '../support/chooseLanguage';
import { lookShot } from '../support/lookShot';
import { startGuest } from '../support/startGuest';

/** How bright the ranking box is in columns `x` px in from its left (or, negative, from its right) edge, over its height. */
async function brightness(box: Locator, xs: readonly number[]): Promise<number[]> {
  const { data, info } = await sharp(await box.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return xs.map((from) => {
    const x = from < 0 ? info.width + from : from;
    let sum = 0;
    for (let y = 0; y < info.height; y += 1) for (let c = 0; c < 3; c += 1) sum += data[(y * info.width + x) * 3 + c]!;
    return sum / (info.height * 3);
  });
}

/**
 * How much the box's background adds at its left and right edges (3 px in, inside the border), against the same
 * rows, at the same scroll, over a plain surface: the shade, or 0 where there is none.
 */
async function shade(box: Locator): Promise<{ left: number; right: number }> {
  const [left, right] = await brightness(box, [3, -4]);
  await box.evaluate((el) => { el.style.background = 'var(--surface)'; });
  const [plainLeft, plainRight] = await brightness(box, [3, -4]);
  await box.evaluate((el) => { el.style.background = ''; });
  return { left: left! - plainLeft!, right: right! - plainRight! };
}

// A ranking wider than the phone scrolled sideways with nothing to say so: a shade lies on the side more is hidden.
test('a ranking table that scrolls sideways shades the edge where more of it is hidden', async ({ page }, testInfo) => {
  await startGuest(page);
  await chooseLanguage(page, 'Русский');
  // The shared test server has no team that has fought: the board is given a page of them, as the server words one.
  const cardIds = ['iron_recruit', 'village_militia', 'orc_brute', 'sellsword', 'ember_squire', 'pit_fighter'];
  const items = Array.from({ length: 5 }, (_, i) => ({
    playerId: `00000000-0000-4000-8000-00000000000${i}`, displayName: `Player-E76E${i}`, rank: i + 1, teamSlot: 1,
    teamName: 'Северный ветер', wins: 40 - i, battles: 60, power: 1573 - i, cardIds, rankChange: i === 0 ? null : 1,
  }));
  await page.route('**/api/rankings/teams*', (route) => route.fulfill({ json: { items, page: 1, pageSize: 20, total: items.length, own: null } }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/online-team-rank');
  const box = page.locator('.ranking-scroll').first();
  await expect(box.locator('tbody tr').first()).toBeVisible();
  const range = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(range, 'the team ranking is wider than a 390 px phone in ru').toBeGreaterThan(20);

  // At the start the right edge is shaded, the left is not; at the end the other way round.
  const atStart = await shade(box);
  expect(atStart.right).toBeGreaterThan(4);
  expect(Math.abs(atStart.left)).toBeLessThan(1);
  await lookShot(page, testInfo.outputPath('team-ranking-ru-390-start.png'));
  await box.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await expect.poll(() => box.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth)).toBe(true);
  const atEnd = await shade(box);
  expect(atEnd.left).toBeGreaterThan(4);
  expect(Math.abs(atEnd.right)).toBeLessThan(1);
  await lookShot(page, testInfo.outputPath('team-ranking-ru-390-end.png'));

  // A desktop fits the table: no shade at either edge.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const onDesktop = await shade(box);
  expect(Math.abs(onDesktop.left)).toBeLessThan(1);
  expect(Math.abs(onDesktop.right)).toBeLessThan(1);
  await lookShot(page, testInfo.outputPath('team-ranking-ru-1280.png'));
});
