import { expect, test } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';
import { chooseLanguage } from '../support/chooseLanguage';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { startGuest } from '../support/startGuest';

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

test.use({ viewport: { width: 390, height: 844 } });

for (const language of LANGUAGES) {
  test(`the five slot tabs read whole at 390 px in ${language.code}, and names the game gave read in ${language.code}`, async ({ page }, testInfo) => {
    await startGuest(page, { firstSession: true });
    const teams = (await (await page.request.get('/api/teams')).json()) as { teams: { slot: number; name: string; units: { instanceId: string; position: number }[] }[] };
    const starter = teams.teams.find((team) => team.slot === 1)!;
    expect(starter.name).toBe('Starter team');
    const units = starter.units.map(({ instanceId, position }) => ({ instanceId, position }));
    for (const { slot, name } of SAVED) {
      const saved = await page.request.put(`/api/teams/${slot}`, { headers: WRITE_HEADERS, data: { name, units } });
      expect(saved.status()).toBe(200);
    }
    await chooseLanguage(page, language.label);

    await page.goto('/my-team?slot=1');
    const tabs = page.locator('.team-slots [role=tab]');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.locator('.slot-name')).toHaveText([...language.shown]);
    await expect(page.getByTestId('team-name')).toHaveValue(language.shown[0]);
    expect(await clippedTexts(page, '.team-slots')).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await page.locator('.team-slots').screenshot({ path: testInfo.outputPath(`slot-tabs-${language.code}-390.png`) });

    // The last slot opened by its address: its tab is brought into view within the row, the page stays at the top.
    await page.goto('/my-team?slot=5');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    // (Nearly 1: the row's scroll end may leave a fraction of a pixel.)
    await expect(tabs.nth(4)).toBeInViewport({ ratio: 0.99 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('.team-slots').screenshot({ path: testInfo.outputPath(`slot-tabs-${language.code}-390-slot5.png`) });

    // The preset screen's slot picker words them the same way.
    await page.goto('/preset-teams');
    await expect(page.locator('.preset-actions select').first().locator('option').nth(1)).toHaveText(new RegExp(`${language.shown[1]}$`));
  });
}
