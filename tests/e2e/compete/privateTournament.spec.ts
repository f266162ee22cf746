import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';
import { switchLanguage } from '../support/chooseLanguage';
import { atEverySize } from '../support/atEverySize';
import { expectNoSidewaysOverflow } from '../support/layoutChecks';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

const WRITE = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** The refusal a wrong invite code gets, as each language words it (the locale files are the source). */
function notFoundText(lng: string): string {
  const compete = JSON.parse(readFileSync(`public/locales/${lng}/compete.json`, 'utf8')) as { tournaments: { refusals: Record<string, string> } };
  return compete.tournaments.refusals.tournament_not_found!;
}

/** Saves the signed-in player's six distinct starter cards as team 1 through the page's own API requests; answers their card ids in team order. */
async function saveTeam(page: Page): Promise<string[]> {
  const { cards } = (await (await page.request.get('/api/cards')).json()) as { cards: { instanceId: string; cardId: string }[] };
  const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  const saved = await page.request.put('/api/teams/1', { headers: WRITE, data: { name: 'Cup team', units: distinct.map((c, i) => ({ instanceId: c.instanceId, position: i * 2 })) } });
  expect(saved.status()).toBe(200);
  return distinct.map((c) => c.cardId);
}

/** A card's name in English, from the locale file the page words it from. */
function cardName(cardId: string): string {
  const units = JSON.parse(readFileSync('public/locales/en/units.json', 'utf8')) as { card: Record<string, { name: string }> };
  return units.card[cardId]!.name;
}

/** The refusal of an entry whose unit `unit` is a banned card, as English words it (refusal text and the rule's words). */
function bannedText(unit: number): string {
  const compete = JSON.parse(readFileSync('public/locales/en/compete.json', 'utf8')) as { tournaments: { refusals: Record<string, string>; broken: Record<string, string> } };
  return compete.tournaments.refusals.team_breaks_rules!.replace('{{unit}}', String(unit)).replace(/\$t\([^)]*\)/, compete.tournaments.broken.banned_card!);
}

/** The signed-in player's display name, as the entry list shows it. */
async function displayName(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/account/me')).json()) as { account: { displayName: string } };
  return me.account.displayName;
}

/** Enters `code` in the join-by-code form of /tournaments and submits it with team 1; answers the join's HTTP status. */
async function joinByCode(page: Page, code: string): Promise<number> {
  await page.goto('/tournaments');
  await page.getByTestId('invite-code').fill(code);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/tournaments/join') && r.request().method() === 'POST');
  // The button waits for the saved teams to load (it is disabled until a team slot is chosen).
  await page.locator('form', { has: page.getByTestId('invite-code') }).getByRole('button').click();
  return (await answered).status();
}

test.describe('private tournaments', () => {
  test.setTimeout(300_000);

  test('an organiser makes a private tournament; a stranger does not see it, a wrong code is refused in words, the right code enters', async ({ browser, baseURL }, testInfo) => {
    const organiserContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const organiser = await organiserContext.newPage();
    await startGuest(organiser);

    // The organiser creates it through the form; its page shows the invite code.
    await organiser.goto('/tournaments');
    await organiser.getByTestId('create-name').fill('Friends Cup');
    const created = organiser.waitForResponse((r) => r.url().endsWith('/api/tournaments') && r.request().method() === 'POST');
    await organiser.getByTestId('create-name').press('Enter');
    expect((await created).status()).toBe(200);
    await expect(organiser).toHaveURL(/\/tournament\?id=[0-9a-f-]{36}$/);
    const url = organiser.url();
    const shown = await organiser.getByTestId('invite-code-shown').textContent();
    const code = /[A-HJ-NP-Z2-9]{8}/.exec(shown ?? '')?.[0] ?? '';
    expect(code).toHaveLength(8);
    await lookShot(organiser, testInfo.outputPath('organiser-en-1280.png'), { fullPage: true });

    // A stranger: the list holds no private tournament of someone else's, nor does the page.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await startGuest(page);
    await saveTeam(page);
    const listed = (await (await page.request.get('/api/tournaments')).json()) as { tournaments: { name: string; kind: string }[] };
    expect(listed.tournaments.filter((x) => x.kind === 'private')).toEqual([]);
    await page.goto('/tournaments');
    await expect(page.getByTestId('invite-code')).toBeVisible();
    await expect(page.getByText('Friends Cup')).toHaveCount(0);

    // A wrong code (well-formed, so the form sends it): the worded refusal, and no entry.
    const wrong = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    expect(await joinByCode(page, wrong)).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(notFoundText('en'));
    await expect(page).toHaveURL(/\/tournaments$/);

    // The right code (typed in lower case): the tournament opens with the stranger in its entry list.
    expect(await joinByCode(page, code.toLowerCase())).toBe(200);
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId('joined')).toBeVisible();
    const name = await displayName(page);
    await expect(page.getByTestId('standing-row')).toHaveCount(1);
    await expect(page.getByTestId('standing-row')).toContainText(name);
    // The organiser's page shows the entrant too.
    await organiser.reload();
    await expect(organiser.getByTestId('standing-row')).toContainText(name);

    // The refusal and the entry list at a phone's and a desktop's width, in each language: each shown once a
    // language, then resized.
    for (const [lng, label] of [['en', null], ['ru', 'Русский'], ['zh', '中文']] as const) {
      if (label) await switchLanguage(page, label);
      expect(await joinByCode(page, wrong)).toBe(404);
      await expect(page.getByRole('alert')).toHaveText(notFoundText(lng));
      await atEverySize(page, async (w) => {
        await expectNoSidewaysOverflow(page);
        await lookShot(page, testInfo.outputPath(`refusal-${lng}-${w}.png`), { fullPage: true });
      });
      await page.goto(url);
      await expect(page.getByTestId('standing-row')).toContainText(name);
      await atEverySize(page, async (w) => {
        await expectNoSidewaysOverflow(page);
        await lookShot(page, testInfo.outputPath(`entered-${lng}-${w}.png`), { fullPage: true });
      });
    }
    await context.close();
    await organiserContext.close();
  });

  test('an organiser bans cards with the picker (at most five), the page shows them, an entry bringing one is refused in words', async ({ browser, baseURL }, testInfo) => {
    // The entrant first: its saved team decides the card to ban (its second unit).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await startGuest(page);
    const team = await saveTeam(page);
    const banned = team[1]!;

    const organiserContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const organiser = await organiserContext.newPage();
    await startGuest(organiser);
    await organiser.goto('/tournaments');
    await organiser.getByTestId('create-name').fill('Ban Cup');
    const picker = organiser.getByTestId('card-ban');
    await organiser.getByTestId('card-ban-open').click();
    // Found by its name (Enter in the search filters, it does not submit the form), then banned.
    await organiser.getByTestId('card-ban-search').fill(cardName(banned).toLowerCase());
    await organiser.getByTestId('card-ban-search').press('Enter');
    await picker.locator(`.card-ban-grid button[data-card-id="${banned}"]`).click();
    await expect(picker.getByTestId('card-ban-chosen').locator('li')).toHaveCount(1);
    await expect(organiser).toHaveURL(/\/tournaments$/);
    // Four more from the whole set: then the limit holds every other card back, until one is allowed again.
    await organiser.getByTestId('card-ban-search').fill('');
    const others = (await picker.locator('.card-ban-grid button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-card-id') ?? ''))).filter((id) => !team.includes(id));
    for (const id of others.slice(0, 4)) await picker.locator(`.card-ban-grid button[data-card-id="${id}"]`).click();
    await expect(picker.getByTestId('card-ban-chosen').locator('li')).toHaveCount(5);
    await expect(picker.locator(`.card-ban-grid button[data-card-id="${others[4]}"]`)).toBeDisabled();
    await expect(picker.getByRole('status')).toBeVisible();
    await picker.getByTestId('card-ban-chosen').locator(`li[data-card-id="${others[0]}"] button`).click();
    await expect(picker.getByTestId('card-ban-chosen').locator('li')).toHaveCount(4);
    await expect(picker.locator(`.card-ban-grid button[data-card-id="${others[4]}"]`)).toBeEnabled();
    await lookShot(organiser, testInfo.outputPath('ban-picker-limit-en-1280.png'), { fullPage: true });

    const created = organiser.waitForResponse((r) => r.url().endsWith('/api/tournaments') && r.request().method() === 'POST');
    await organiser.getByTestId('create-name').press('Enter');
    expect((await created).status()).toBe(200);
    await expect(organiser).toHaveURL(/\/tournament\?id=[0-9a-f-]{36}$/);
    const url = organiser.url();
    // The page lists the four bans with their art, the entrant's card among them.
    await expect(organiser.getByTestId('banned-cards').locator('li')).toHaveCount(4);
    await expect(organiser.getByTestId('banned-cards').locator(`li[data-card-id="${banned}"]`)).toContainText(cardName(banned));
    const code = /[A-HJ-NP-Z2-9]{8}/.exec((await organiser.getByTestId('invite-code-shown').textContent()) ?? '')?.[0] ?? '';
    expect(code).toHaveLength(8);

    // The entrant's team brings the banned card: refused in words naming the unit and the rule, and not entered.
    expect(await joinByCode(page, code)).toBe(422);
    await expect(page.getByRole('alert')).toHaveText(bannedText(2));
    await expect(page).toHaveURL(/\/tournaments$/);
    await organiser.reload();
    await expect(organiser.getByTestId('banned-cards')).toBeVisible();
    await expect(organiser.getByTestId('standing-row')).toHaveCount(0);

    // The picker (two cards chosen) and the tournament page at a phone's and a desktop's width, in each language.
    for (const [lng, label] of [['en', null], ['ru', 'Русский'], ['zh', '中文']] as const) {
      if (label) await switchLanguage(organiser, label);
      for (const [w, h] of [[390, 844], [1280, 800]] as const) {
        await organiser.setViewportSize({ width: w, height: h });
        await organiser.goto('/tournaments');
        await organiser.getByTestId('card-ban-open').click();
        for (const id of [banned, others[1]!]) await picker.locator(`.card-ban-grid button[data-card-id="${id}"]`).click();
        await expect(picker.getByTestId('card-ban-chosen').locator('li')).toHaveCount(2);
        await expectNoSidewaysOverflow(organiser);
        await lookShot(organiser, testInfo.outputPath(`ban-picker-${lng}-${w}.png`), { fullPage: true });
        await organiser.goto(url);
        await expect(organiser.getByTestId('banned-cards').locator('li')).toHaveCount(4);
        await expectNoSidewaysOverflow(organiser);
        await lookShot(organiser, testInfo.outputPath(`bans-shown-${lng}-${w}.png`), { fullPage: true });
      }
    }
    await context.close();
    await organiserContext.close();
  });
});
