import { expect, test, type Page } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { englishLeakPatterns, untranslated, visibleTexts } from './localeLeaks';

/**
 * A new Chinese-speaking player on a phone: the home page's "Watch a battle", the battle on the canvas (round
 * title, synergy panels, skill banners drawn in CJK glyphs, not boxes) and every control, panel and result around
 * it. Each state fails on sideways overflow, cut-off text, English that leaked into zh or a raw translation key.
 */
test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 } });

const LEAKS = englishLeakPatterns('zh', ['battle', 'units', 'skills', 'statuses', 'ui', 'homepage']);
const CJK = /[\u3400-\u9fff]/;

/** A text the canvas draws: its words, where it is (the nearest label), whether it shows now, and the CSS font Pixi draws it with. */
interface CanvasText { text: string; label: string; shown: boolean; fontFamily: string; font: string }

/** The Pixi Text objects (not the bitmap numbers) of the battle canvas, shown or kept hidden (skill banners render once per name). */
function canvasTexts(page: Page): Promise<CanvasText[]> {
  return page.evaluate(() => {
    type Node = {
      children?: Node[]; visible: boolean; alpha: number; label: string | null; renderPipeId?: string; text?: string;
      style?: { fontFamily: string | string[]; fontSize: number; fontWeight: string };
    };
    const found: CanvasText[] = [];
    const walk = (node: Node, label: string, parentShown: boolean) => {
      const here = node.label || label;
      const shown = parentShown && node.visible && node.alpha > 0.01;
      if (node.renderPipeId === 'text' && node.style && node.text) {
        const fontFamily = Array.isArray(node.style.fontFamily) ? node.style.fontFamily.join(',') : node.style.fontFamily;
        found.push({ text: node.text, label: here, shown, fontFamily, font: `${node.style.fontWeight} ${node.style.fontSize}px ${fontFamily}` });
      }
      for (const child of node.children ?? []) walk(child, here, shown);
    };
    walk(window.__tcgSceneProbe!.app!.stage as unknown as Node, '', true);
    return found;
  });
}

/**
 * The Han characters of `text` that the font `font` draws as the missing-glyph box: each is drawn alone on a canvas
 * and compared with a code point no font has. Empty when every character has a real glyph.
 */
function tofuIn(page: Page, font: string, text: string): Promise<string[]> {
  return page.evaluate(({ font, chars }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (ch: string) => {
      ctx.clearRect(0, 0, 96, 96);
      ctx.font = font;
      ctx.textBaseline = 'top';
      ctx.fillStyle = '#000';
      ctx.fillText(ch, 8, 8);
      return ctx.getImageData(0, 0, 96, 96).data.join(',');
    };
    const missing = draw('\u{10FFFD}');
    const seen = new Map<string, string>();
    return chars.filter((ch) => {
      const drawn = draw(ch);
      const twin = [...seen.entries()].find(([, d]) => d === drawn);
      seen.set(ch, drawn);
      // The box, nothing at all, or the same picture as another character: not a real glyph.
      return drawn === missing || !/[1-9]/.test(drawn) || twin !== undefined;
    });
  }, { font, chars: [...new Set([...text].filter((ch) => /[\u3400-\u9fff]/.test(ch)))] });
}

test('Watch a battle in Chinese on a phone: CJK drawn on the canvas, every control and panel translated, nothing cut or sideways', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => { window.__tcgSceneProbe = {}; });
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`zh-${name}.png`) });
  /** The state on screen fits the phone and says everything in Chinese. */
  const expectTranslatedAndFitting = async (scope: string) => {
    await expectNoSidewaysOverflow(page);
    expect(await clippedTexts(page, scope)).toEqual([]);
    expect(untranslated(await visibleTexts(page.locator(scope)), LEAKS)).toEqual([]);
  };

  await page.goto('/?lng=zh');
  const watch = page.locator('[data-watch-battle]').first();
  await expect(watch).toHaveText('观看战斗');
  await expectTranslatedAndFitting('body');
  await watch.click();

  const viewer = page.locator('.battle-viewer');
  await expect(viewer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('战斗');
  await expect.poll(async () => Number(await viewer.getAttribute('data-round'))).toBeGreaterThanOrEqual(1);

  // The canvas: the round title and the synergy panels in Chinese, in a font stack with Simplified Chinese faces
  // whose glyphs are real (a default face without CJK draws boxes). A skill banner shows while it plays at 4×.
  await page.getByRole('radio', { name: '4×' }).click();
  await expect.poll(async () => (await canvasTexts(page)).some((t) => t.label === 'banner'), { timeout: 60_000 }).toBe(true);
  const drawn = await canvasTexts(page);
  await shot('canvas-banner');
  const title = drawn.find((t) => t.label === 'round-title');
  expect(title?.text).toMatch(/^第 \d+ 回合$/);
  const synergies = drawn.filter((t) => t.label.startsWith('synergies-') && t.shown).map((t) => t.text).join('\n');
  expect(synergies).toMatch(/^\S+ \d+级$/m);
  const banner = drawn.find((t) => t.label === 'banner')!;
  expect(banner.text).toMatch(CJK);
  for (const text of [title!, banner, ...drawn.filter((t) => t.label.startsWith('synergies-'))]) {
    expect(text.fontFamily).toContain("'Noto Sans CJK SC'");
    expect(text.fontFamily).toContain("'PingFang SC'");
    expect(await tofuIn(page, text.font, text.text), `${text.label}: ${text.text}`).toEqual([]);
  }

  // Controls, each labelled in Chinese.
  await page.getByRole('button', { name: '暂停' }).click();
  await expect(viewer).toHaveAttribute('data-phase', 'paused');
  const event = Number(await viewer.getAttribute('data-event'));
  await page.getByRole('button', { name: '下一事件' }).click();
  await expect.poll(async () => Number(await viewer.getAttribute('data-event'))).toBeGreaterThan(event);
  const round = Number(await viewer.getAttribute('data-round'));
  await page.getByRole('button', { name: '下一回合' }).click();
  await expect(viewer).toHaveAttribute('data-round', String(round + 1));
  for (const speed of ['0.5×', '2×', '1×']) {
    await page.getByRole('radio', { name: speed }).click();
    await expect(page.getByRole('radio', { name: speed })).toHaveAttribute('aria-checked', 'true');
  }
  // The scrub bar: a round's button, then the slider (named and valued in Chinese).
  await page.locator('.scrub-bar').getByRole('button', { name: '第 2 回合', exact: true }).click();
  await expect(viewer).toHaveAttribute('data-round', '2');
  const slider = page.getByRole('slider', { name: '战斗时间轴' });
  await expect(slider).toHaveAttribute('aria-valuetext', /^第 2 回合，共 \d+ 回合$/);
  await expectTranslatedAndFitting('main');
  await shot('paused');

  // The combat log: a skill line in Chinese punctuation, tapping a line seeks there.
  const log = page.locator('.combat-log');
  const cast = log.locator('.log-line.kind-skill').first();
  await expect(cast).toHaveText(/^.+）对.+（[甲乙]）释放「.+」$/);
  await cast.getByRole('button').click();
  await expect(cast).toHaveClass(/current/);
  await expectTranslatedAndFitting('.battle-side');

  // The inspector while paused: a unit's stats, statuses and skills.
  await page.getByRole('tab', { name: '单位' }).click();
  await page.locator('.inspector-unit').first().click();
  const detail = page.locator('.inspector-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('生命');
  await expectTranslatedAndFitting('.battle-side');
  await page.locator('.battle-side').screenshot({ path: testInfo.outputPath('zh-inspector.png') });

  // The result, then the recap sorted by each number (largest first).
  await page.getByRole('button', { name: '跳到结果' }).click();
  await expect(viewer).toHaveAttribute('data-phase', 'ended');
  await expect(page.locator('.result-banner')).toContainText(/^(甲队|乙队)获胜！|平局/);
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
  await page.getByRole('button', { name: '查看总结' }).click();
  await expect(page.getByRole('tab', { name: '总结' })).toHaveAttribute('aria-selected', 'true');
  for (const chip of await page.locator('.recap-sort .chip').all()) {
    await chip.click();
    await expect(chip).toHaveAttribute('aria-checked', 'true');
    const values = (await page.locator('.recap-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-value')))));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  }
  await expectTranslatedAndFitting('main');
  await shot('ended');

  // Sharing the replay: the link is copied and the button says so in Chinese.
  await page.getByRole('button', { name: '复制回放链接' }).click();
  await expect(page.getByRole('button', { name: '已复制回放链接' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/battle\?r=[A-Za-z0-9_-]+$/);
});
