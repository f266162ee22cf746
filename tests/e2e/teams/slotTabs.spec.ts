import { expect, test, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';
import { chooseLanguage } from '../support/chooseLanguage';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

const WRITE_HEADERS = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/**
 * Names as saved, whatever language the game spoke then: the starter team's (slot 1, the guest signed up in English),
 * presets copied in English, Russian and Chinese (a preset's name is its family), and one the player typed.
 */
const SAVED = [
  { slot: 2, name: 'Human' },
  { slot: 3, name: 'Элементаль' },
  { slot: 4, name: '守护者' },
  { slot: 5, name: 'Dragons of the North' },
];
const LANGUAGES = [
  { code: 'ru', label: 'Русский', shown: ['Стартовая команда', 'Человек', 'Элементаль', 'Страж', 'Dragons of the North'] },
  { code: 'zh', label: '中文', shown: ['新手队伍', '人类', '元素', '守护者', 'Dragons of the North'] },
] as const;

/** Five long names a Russian player typed (each under the 24-letter cap): five such tabs cannot all show whole. */
const LONG_RU = ['Северные драконы', 'Стражи древнего леса', 'Огненные элементали', 'Человеческий легион', 'Тени ассасинов'];

/**
 * How the five tabs sit in their row: whether the row scrolls, whether every tab is inside the viewport, and each
 * tab's name: shown whole, or ending in an ellipsis with the whole name as its title (anything else is a cut).
 */
async function slotRow(page: Page) {
  return page.locator('.team-slots').evaluate((row) => {
    const width = window.innerWidth;
    const tabs = [...row.querySelectorAll<HTMLElement>('[role=tab]')];
    return {
      scrolls: row.scrollWidth > row.clientWidth + 1,
      allInView: tabs.every((tab) => tab.getBoundingClientRect().left >= 0 && tab.getBoundingClientRect().right <= width),
      names: tabs.map((tab) => {
        const name = tab.querySelector<HTMLElement>('.slot-name')!;
        const text = (name.textContent ?? '').trim();
        const whole = name.scrollWidth <= name.clientWidth + 1;
        const ellipsis = getComputedStyle(name).textOverflow === 'ellipsis' && name.title === text;
        return { selected: tab.getAttribute('aria-selected') === 'true', shows: whole ? 'whole' : ellipsis ? 'ellipsis' : 'cut' };
      }),
    };
  });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const language of LANGUAGES) {
  test(`the five slot tabs share a 390 px row in ${language.code}, and names the game gave read in ${language.code}`, async ({ page }, testInfo) => {
    await startGuest(page, { firstSession: true });
    const teams = (await (await page.request.get('/api/teams')).json()) as { teams: { slot: number; name: string; units: { instanceId: string; position: number }[] }[] };
    const starter = teams.teams.find((team) => team.slot === 1)!;
    expect(starter.name).toBe('Starter team');
    const units = starter.units.map(({ instanceId, position }) => ({ instanceId, position }));
    const saveAll = async (names: readonly { slot: number; name: string }[]) => {
      for (const { slot, name } of names) {
        const saved = await page.request.put(`/api/teams/${slot}`, { headers: WRITE_HEADERS, data: { name, units } });
        expect(saved.status()).toBe(200);
      }
    };
    await saveAll(SAVED);
    await chooseLanguage(page, language.label);

    await page.goto('/my-team?slot=1');
    const tabs = page.locator('.team-slots [role=tab]');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.locator('.slot-name')).toHaveText([...language.shown]);
    await expect(page.getByTestId('team-name')).toHaveValue(language.shown[0]);
    expect(await clippedTexts(page, '.team-slots')).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await lookShot(page.locator('.team-slots'), testInfo.outputPath(`slot-tabs-${language.code}-390.png`));

    // The last slot opened by its address: all five tabs stay in view, the chosen one's name whole; the page stays
    // at the top.
    await page.goto('/my-team?slot=5');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(4)).toBeInViewport({ ratio: 0.99 });
    expect((await slotRow(page)).names[4]).toEqual({ selected: true, shows: 'whole' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await lookShot(page.locator('.team-slots'), testInfo.outputPath(`slot-tabs-${language.code}-390-slot5.png`));

    // The preset screen's slot picker words them the same way.
    await page.goto('/preset-teams');
    await expect(page.locator('.preset-actions select').first().locator('option').nth(1)).toHaveText(new RegExp(`${language.shown[1]}$`));
    // And the tournaments' team picker (it read "Слот 2: Human").
    await page.goto('/tournaments');
    await expect(page.getByTestId('team-slot').first().locator('option')).toHaveText(language.shown.map((name) => new RegExp(`${name}$`)));
  });
}

test('five long Russian names: the row does not scroll, the chosen tab shows its name whole, the others end in an ellipsis, never a cut', async ({ page }, testInfo) => {
  await startGuest(page, { firstSession: true });
  const teams = (await (await page.request.get('/api/teams')).json()) as { teams: { slot: number; units: { instanceId: string; position: number }[] }[] };
  const units = teams.teams.find((team) => team.slot === 1)!.units.map(({ instanceId, position }) => ({ instanceId, position }));
  for (const [i, name] of LONG_RU.entries()) {
    const saved = await page.request.put(`/api/teams/${i + 1}`, { headers: WRITE_HEADERS, data: { name, units } });
    expect(saved.status()).toBe(200);
  }
  await chooseLanguage(page, 'Русский');
  for (const slot of [1, 3, 5]) {
    await page.goto(`/my-team?slot=${slot}`);
    await expect(page.getByTestId('team-name')).toHaveValue(LONG_RU[slot - 1]!);
    await expect(page.locator('.team-slots [role=tab]').locator('.slot-name')).toHaveText(LONG_RU);
    const row = await slotRow(page);
    expect(row.scrolls).toBe(false);
    expect(row.allInView).toBe(true);
    expect(row.names.filter((name) => name.selected)).toEqual([{ selected: true, shows: 'whole' }]);
    expect(row.names.filter((name) => name.shows === 'cut')).toEqual([]);
    expect(await clippedTexts(page, '.team-slots')).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await lookShot(page.locator('.team-slots'), testInfo.outputPath(`slot-tabs-long-ru-390-slot${slot}.png`));
  }
});
