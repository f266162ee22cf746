import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { hashEvents, RULES, simulate, type BattleEndEvent } from '../../../src/engine';
import { cardCatalog } from '../../../src/content';
import { randomBattleInput } from '../../../src/contracts/replay';
import { commitServerSeed, deriveBattleSeed } from '../../../src/rules/battles/seedFairness';
import type { BattleRecord, BattleSide } from '../../../src/contracts/battles';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

/**
 * "Your side" on /battle: a player watching a stored battle of theirs has their team on the left (the board mirrored
 * when they were team 1), "You" and their name against the enemy's name, one Victory/Defeat/Draw banner and "your"
 * units in the log; a stranger watching the same battle sees both names and who won. The stored battle is served by
 * intercepting GET /api/battles/:id with a record made here (a real battle: the browser's re-run verifies its hash).
 */
const words = (lng: string) => JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/battle.json`, import.meta.url), 'utf8')) as {
  sides: { you: string }; result: Record<string, string>; team: Record<string, string>;
};

const SERVER_SEED = 'a'.repeat(63) + '1';
const RIVAL = '00000000-0000-4000-8000-0000000000aa';
const DEFENDER = '00000000-0000-4000-8000-0000000000ab';

function storedBattle(id: string, attacker: BattleSide, opponent: BattleSide, mode: BattleRecord['mode']): { record: BattleRecord; winner: 0 | 1 | null } {
  const clientSeed = 'your side';
  const input = { ...randomBattleInput(7), seed: deriveBattleSeed(SERVER_SEED, clientSeed), rulesVersion: RULES.version };
  const events = simulate(input, cardCatalog);
  const end = events.at(-1) as BattleEndEvent;
  const record: BattleRecord = {
    id, mode, createdAt: new Date().toISOString(), attacker, opponent, input,
    fairness: { serverSeedHash: commitServerSeed(SERVER_SEED), serverSeed: SERVER_SEED, clientSeed },
    eventHash: hashEvents(events), winner: end.winner, result: end.winner === null ? 'draw' : end.winner === 0 ? 'win' : 'loss',
    rounds: end.rounds, rewards: [], staminaCost: 0, stageId: mode === 'campaign' ? '1-3' : null, floor: null,
    stars: mode === 'campaign' ? (end.winner === 0 ? 2 : 0) : null, firstClear: false, attackerRating: null, defenderRating: null,
  };
  return { record, winner: end.winner };
}

async function serve(page: Page, record: BattleRecord): Promise<void> {
  await page.route(`**/api/battles/${record.id}`, (route) => route.fulfill({ json: { battle: record } }));
}

/** Switches the signed-in player's language in /setting from whichever language the page is in (the radio names are native). */
async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.goto('/setting');
  const radio = page.getByRole('radio', { name: label });
  await expect(radio).toBeEnabled();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/profile') && r.request().method() === 'PATCH');
  await radio.check();
  expect((await saved).status()).toBe(200);
}

async function whoAmI(page: Page): Promise<{ id: string; displayName: string }> {
  const body = (await (await page.request.get('/api/account/session')).json()) as { me: { account: { id: string; displayName: string } } };
  return body.me.account;
}

async function watchToEnd(page: Page): Promise<void> {
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-log-line]').first()).toBeVisible();
  await page.locator('[data-control="skip"]').click();
  await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'ended');
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
}

test.describe('your side of a battle', () => {
  test.setTimeout(180_000);

  // One test per language (a guest, the battle loaded once on a phone and resized to a desktop: a resize needs no
  // reload, and each load re-runs the battle in the browser to verify its hash).
  for (const [lng, label] of [['en', null], ['ru', 'Русский'], ['zh', '中文']] as const) {
    test(`the defender of a PvP battle in ${lng}: their team on the left (mirrored), "You" and their name, Victory or Defeat, "your" units`, async ({ page }, testInfo) => {
      await startGuest(page);
      const me = await whoAmI(page);
      const { record, winner } = storedBattle('00000000-0000-4000-8000-0000000000b1', { kind: 'player', playerId: RIVAL, name: 'Rival Ray' }, { kind: 'player', playerId: me.id, name: me.displayName }, 'pvp');
      await serve(page, record);
      if (label) await chooseLanguage(page, label);
      const w = words(lng);
      await page.goto(`/battle?id=${record.id}`);
      const bar = page.getByTestId('sides-bar');
      const banner = page.getByTestId('result-banner');
      const verdict = winner === null ? 'draw' : winner === 1 ? 'victory' : 'defeat';
      for (const width of [390, 1280]) {
        if (width > 900) {
          await page.setViewportSize({ width, height: 800 });
          await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await expect(bar).toHaveAttribute('data-viewer-team', '1');
        await expect(page.locator('.battle-viewer')).toHaveAttribute('data-mirrored', 'true');
        await expect(bar.locator('.side-left')).toContainText(w.sides.you);
        await expect(bar.locator('.side-left')).toContainText(me.displayName);
        await expect(bar.locator('.side-right')).toHaveText('Rival Ray');
        if (width === 390) await watchToEnd(page);
        await expect(banner).toHaveAttribute('data-verdict', verdict);
        await expect(banner.locator('.result-title')).toHaveText(w.result[verdict]!);
        // One banner: the server's card below no longer repeats the result.
        await expect(page.getByTestId('server-result')).toBeVisible();
        await expect(page.getByTestId('server-result')).not.toContainText(w.result[verdict]!);
        await lookShot(page, testInfo.outputPath(`defender-${lng}-${width}.png`), { fullPage: true });
      }
      if (lng === 'en') {
        const log = await page.locator('[data-log-line]').allInnerTexts();
        expect(log.some((l) => /\byour \p{L}/iu.test(l))).toBe(true);
        expect(log.some((l) => /\benemy \p{L}/iu.test(l))).toBe(true);
        expect(log.some((l) => / \([AB]\)/.test(l))).toBe(false);
        expect(log.at(-1)).toMatch(new RegExp(`^${winner === 1 ? w.team.yours : winner === 0 ? w.team.enemy : 'Draw'}`));
      }
    });
  }

  test('a stranger (signed out) watching a PvP battle sees both names, the attacker on the left, and who won by name', async ({ page }, testInfo) => {
    // The battle is served to this page, so its players need no accounts here.
    const { record, winner } = storedBattle('00000000-0000-4000-8000-0000000000b3', { kind: 'player', playerId: RIVAL, name: 'Rival Ray' }, { kind: 'player', playerId: DEFENDER, name: 'Dana Defender' }, 'pvp');
    const en = words('en');
    await serve(page, record);
    await page.goto(`/battle?id=${record.id}`);
    const bar = page.getByTestId('sides-bar');
    await expect(bar).toHaveAttribute('data-viewer-team', 'none');
    await expect(page.locator('.battle-viewer')).toHaveAttribute('data-mirrored', 'false');
    await expect(bar.locator('.side-left')).toHaveText('Rival Ray');
    await expect(bar.locator('.side-right')).toHaveText('Dana Defender');
    await expect(bar).not.toContainText(en.sides.you);
    await watchToEnd(page);
    const winnerName = winner === 0 ? 'Rival Ray' : 'Dana Defender';
    await expect(page.getByTestId('result-banner').locator('.result-title')).toHaveText(winner === null ? en.result.draw! : `${winnerName} wins!`);
    await lookShot(page, testInfo.outputPath('stranger-en-390.png'), { fullPage: true });
  });

  test('the attacker of a campaign stage: their team on the left as the engine has it, against the stage by name', async ({ page }, testInfo) => {
    await startGuest(page);
    const me = await whoAmI(page);
    const { record, winner } = storedBattle('00000000-0000-4000-8000-0000000000b2', { kind: 'player', playerId: me.id, name: me.displayName }, { kind: 'stage', playerId: null, name: '1-3' }, 'campaign');
    await serve(page, record);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/battle?id=${record.id}`);
    const bar = page.getByTestId('sides-bar');
    await expect(bar).toHaveAttribute('data-viewer-team', '0');
    await expect(page.locator('.battle-viewer')).toHaveAttribute('data-mirrored', 'false');
    await expect(bar.locator('.side-left')).toContainText('You');
    await expect(bar.locator('.side-right')).toHaveText('Stage 1-3');
    await watchToEnd(page);
    const verdict = winner === null ? 'draw' : winner === 0 ? 'victory' : 'defeat';
    await expect(page.getByTestId('result-banner')).toHaveAttribute('data-verdict', verdict);
    await lookShot(page, testInfo.outputPath('attacker-en-1280.png'), { fullPage: true });
  });
});
