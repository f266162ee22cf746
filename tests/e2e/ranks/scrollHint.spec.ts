import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { chooseLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';

/** How bright the ranking box is in a column `x` px in from its left (or, negative, from its right) edge, over its height. */
async function brightness(box: Locator, xs: readonly number[]): Promise<number[]> {
  const { data, info } = await sharp(await box.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return xs.map((from) => {
    const x = from < 0 ? info.width + from : from;
    let sum = 0;
    for (let y = 0; y < info.height; y += 1) for (let c = 0; c < 3; c += 1) sum += data[(y * info.width + x) * 3 + c]!;
    return sum / (info.height * 3);
  });
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

  // At the start the right edge is shaded, the left is not (3 px in: inside the border); at the end the other way round.
  const [leftAtStart, rightAtStart] = await brightness(box, [3, -4]);
  expect(rightAtStart! - leftAtStart!).toBeGreaterThan(6);
  await page.screenshot({ path: testInfo.outputPath('team-ranking-ru-390-start.png') });
  await box.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  await expect.poll(() => box.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth)).toBe(true);
  const [leftAtEnd, rightAtEnd] = await brightness(box, [3, -4]);
  expect(leftAtEnd! - rightAtEnd!).toBeGreaterThan(6);
  await page.screenshot({ path: testInfo.outputPath('team-ranking-ru-390-end.png') });

  // A desktop fits the table: no shade at either edge.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const [left, right] = await brightness(box, [3, -4]);
  expect(Math.abs(left! - right!)).toBeLessThan(3);
  await page.screenshot({ path: testInfo.outputPath('team-ranking-ru-1280.png') });
});
