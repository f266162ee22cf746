import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { battleEnd, playoutBatch, RULES, simulate, type TeamInput } from '../../../src/engine';
import { cardCatalog } from '../../../src/content';
import { luckInput } from '../../../src/rules/battles/luck';
import { runReplay } from './replayCli';
import { lookShot } from '../support/lookShot';

const TEAMS = 'tests/fixtures/battle/example-teams.json';
const SEED = 42;

/**
 * The luck report Node computes for the battle: the winner's share of the re-simulations the page plays. Node and the
 * page's worker both play them on the WebAssembly batch (playoutBatch), each in its own runtime: the same numbers.
 */
function expectedLuck(): { probability: number; winner: 0 | 1 | null } {
  const teams = (JSON.parse(readFileSync(TEAMS, 'utf8')) as { teams: [TeamInput, TeamInput] }).teams;
  const winner = battleEnd(simulate({ seed: SEED, rulesVersion: RULES.version, teams }, cardCatalog)).winner;
  const input = luckInput({ seed: SEED, teams });
  const playouts = playoutBatch(teams, cardCatalog);
  let same = 0;
  for (let i = 0; i < input.battles; i++) if (playouts.play((input.seed + i) >>> 0) === winner) same++;
  return { probability: same / input.battles, winner };
}

test('a finished battle shows how lucky its result was, the same numbers Node computes, in en, ru and zh', async ({ browser }, testInfo) => {
  const cli = runReplay(['--seed', String(SEED), '--teams', TEAMS]);
  const expected = expectedLuck();
  for (const [lng, viewport] of [['en', { width: 390, height: 844 }], ['ru', { width: 1280, height: 800 }], ['zh', { width: 390, height: 844 }]] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${cli.path}&lng=${lng}`);
    const viewer = page.locator('.battle-viewer');
    await page.locator('[data-control="skip"]').click();
    await expect(viewer).toHaveAttribute('data-phase', 'ended');
    const luck = page.getByTestId('luck-report');
    await expect(luck).toHaveAttribute('data-phase', 'done');
    expect(Number(await luck.getAttribute('data-probability'))).toBeCloseTo(expected.probability, 10);
    await expect(luck).toContainText(lng === 'en' ? 'of the time' : lng === 'ru' ? 'случаев' : '胜率');
    testInfo.annotations.push({ type: 'luck ms', description: `${lng}: ${await luck.getAttribute('data-elapsed-ms')} ms for 1,000` });
    await luck.scrollIntoViewIfNeeded();
    await lookShot(page, testInfo.outputPath(`luck-${lng}-${viewport.width}.png`));
    await context.close();
  }
});

test('the luck report starts its workers after the result has been drawn, not in the task that shows it', async ({ page }) => {
  // Notes when the result banner enters the page, when the next frame with it runs, and when the page first asks a
  // worker for win odds (Comlink's call message names the method).
  await page.addInitScript(() => {
    const marks = { banner: 0, frame: 0, run: 0 };
    (window as unknown as { __luckMarks: typeof marks }).__luckMarks = marks;
    new MutationObserver(() => {
      if (marks.banner || !document.querySelector('[data-testid=result-banner]')) return;
      marks.banner = performance.now();
      requestAnimationFrame(() => { marks.frame = performance.now(); });
    }).observe(document, { subtree: true, childList: true });
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      const path = (message as { path?: unknown[] } | null)?.path;
      if (!marks.run && Array.isArray(path) && path[0] === 'winOdds') marks.run = performance.now();
      return post.call(this, message, ...rest);
    } as Worker['postMessage'];
  });
  const cli = runReplay(['--seed', String(SEED), '--teams', TEAMS]);
  await page.goto(cli.path);
  await page.locator('[data-control="skip"]').click();
  await expect(page.getByTestId('luck-report')).toHaveAttribute('data-phase', 'done');
  const marks = await page.evaluate(() => (window as unknown as { __luckMarks: { banner: number; frame: number; run: number } }).__luckMarks);
  expect(marks.banner).toBeGreaterThan(0);
  expect(marks.frame).toBeGreaterThan(0);
  expect(marks.run).toBeGreaterThan(marks.frame);
});
