import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { lookShot } from '../support/lookShot';

/**
 * The battle's key moments in Russian and Chinese through the app, on a phone: a new player fights campaign stage
 * 1-1 with the starter team, and the texts the canvas draws at those moments (the round title, the synergy panels,
 * a skill's banner) and the result over the board are the language's (scene/keyMoments.spec.ts pins the pictures
 * in English). Each moment is a seek of the paused cursor through the scene's test probe, then a drawn frame.
 */
test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 } });

const EXPECT = {
  ru: { roundTitle: /^Раунд 1$/, synergy: /^.+, ур\. \d+$/m, letters: /[А-яЁё]/, result: /^(Победа!|Поражение|Ничья)/ },
  zh: { roundTitle: /^第 1 回合$/, synergy: /^\S+ \d+级$/m, letters: /[\u3400-\u9fff]/, result: /^(胜利！|失败|平局)/ },
} as const;

/** A language's translation file. */
function texts(lng: string, ns: string): Record<string, { name?: string } & Record<string, unknown>> {
  return JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8')) as Record<string, { name?: string }>;
}

/** The drawn texts of the canvas at this moment, by label: the round title, the synergy panels, a skill banner. */
function drawnTexts(page: Page): Promise<{ label: string; text: string }[]> {
  return page.evaluate(() => {
    type Node = { children?: Node[]; visible: boolean; alpha: number; label: string | null; text?: string };
    const found: { label: string; text: string }[] = [];
    const walk = (node: Node, label: string) => {
      if (!node.visible || node.alpha <= 0.01) return;
      const here = node.label || label;
      if (typeof node.text === 'string' && node.text !== '' && /^(round-title|synergies-\d|banner)$/.test(here)) found.push({ label: here, text: node.text });
      for (const child of node.children ?? []) walk(child, here);
    };
    walk(window.__tcgSceneProbe!.app!.stage as unknown as Node, '');
    return found;
  });
}

/** Seeks the paused cursor to `time` (ms) and waits until a frame at that time has been drawn. */
async function seek(page: Page, time: number): Promise<void> {
  await page.evaluate(async (t) => {
    const probe = window.__tcgSceneProbe!;
    probe.cursor!.pause();
    probe.cursor!.seek(t);
    const start = probe.frames ?? 0;
    await new Promise<void>((resolve) => { const wait = () => ((probe.frames ?? 0) > start + 1 ? resolve() : requestAnimationFrame(wait)); wait(); });
  }, time);
}

for (const lng of ['ru', 'zh'] as const) {
  test(`a campaign battle's key moments in ${lng} on a phone: round title, synergies, skill banner and result in the language`, async ({ page }, testInfo) => {
    await page.addInitScript(() => { window.__tcgSceneProbe = {}; });
    // A new player in the language: Play on the home page, then the guide's first step opens stage 1-1 ready.
    await page.goto(`/?lng=${lng}`);
    await page.getByTestId('home-play').click();
    await expect(page.getByTestId('first-run')).toHaveAttribute('data-step', 'fight');
    await page.getByTestId('first-run-action').click();
    await expect(page.getByTestId('fight')).toBeEnabled();
    await page.getByTestId('fight').click();
    const viewer = page.locator('.battle-viewer');
    await expect(viewer).toBeVisible();
    // The whole battle is in (the server's record, checked by the worker) and drawn.
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
    await page.waitForFunction(() => (window.__tcgSceneProbe?.frames ?? 0) > 0 && !!window.__tcgSceneProbe?.cursor?.timeline.complete);

    const moments = await page.evaluate(() => {
      const { cues } = window.__tcgSceneProbe!.cursor!.timeline;
      const round = cues.find((c) => c.kind === 'roundStart')!;
      // The cast with the longest time alone before the next cast begins (the battle's seed is the server's: a later
      // cast's banner can cover an earlier one's), seen halfway through that time.
      const casts = cues.filter((c) => c.kind === 'skillCast');
      const alone = casts.map((c) => {
        const next = casts.find((o) => o.start > c.start);
        const end = Math.min(c.start + c.duration, next?.start ?? Infinity);
        return { cue: c, time: Math.round(c.start + (end - c.start) * 0.5), span: end - c.start };
      }).sort((a, b) => b.span - a.span)[0];
      return {
        round: Math.round(round.start + round.duration * 0.5),
        cast: alone && alone.cue.kind === 'skillCast' ? { time: alone.time, skill: alone.cue.skill } : null,
      };
    });

    // Round 1's title and the synergy panels, as the round opens.
    await seek(page, moments.round);
    const opening = await drawnTexts(page);
    expect(opening.find((t) => t.label === 'round-title')?.text).toMatch(EXPECT[lng].roundTitle);
    expect(opening.filter((t) => t.label.startsWith('synergies-')).map((t) => t.text).join('\n')).toMatch(EXPECT[lng].synergy);
    await lookShot(page, testInfo.outputPath(`${lng}-round.png`));

    // A skill's banner, named as the language's skills.json names it.
    expect(moments.cast, 'the starter team casts a skill in stage 1-1').not.toBeNull();
    await seek(page, moments.cast!.time);
    const banners = (await drawnTexts(page)).filter((t) => t.label === 'banner').map((t) => t.text);
    expect(banners).toContain(texts(lng, 'skills')[moments.cast!.skill]!.name);
    for (const banner of banners) expect(banner).toMatch(EXPECT[lng].letters);
    await lookShot(page, testInfo.outputPath(`${lng}-banner.png`));

    // The result over the board, in the player's perspective.
    await page.locator('[data-control="skip"]').click();
    await expect(viewer).toHaveAttribute('data-phase', 'ended');
    await expect(page.locator('.result-banner .result-title')).toHaveText(EXPECT[lng].result);
    await lookShot(page, testInfo.outputPath(`${lng}-result.png`));
  });
}
