import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { englishLeakPatterns, untranslated, visibleTexts } from './localeLeaks';
import { lookShot } from '../support/lookShot';

/**
 * A new player on a phone, in Chinese (never looked at before) and in Russian (the longest words): the home page's
 * "Watch a battle", the battle on the canvas (round title, synergy panels, skill banners drawn in the language's
 * glyphs, not boxes) and every control, panel and result around it. Each state fails on sideways overflow, cut-off
 * text, English that leaked through or a raw translation key.
 */
test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 } });

/** What each language's story expects to read, beyond the control names taken from its battle.json. */
const STORIES = {
  zh: {
    watch: '观看战斗', title: '战斗', roundTitle: /^第 \d+ 回合$/, synergy: /^\S+ \d+级$/m,
    cast: /^.+）对.+（[甲乙]）释放「.+」$/, result: /^(甲队|乙队)获胜！|^平局/, letters: /[\u3400-\u9fff]/,
    // The Simplified Chinese faces of iOS/macOS and of Android/Linux, named so the canvas never picks a Japanese face.
    fonts: ["'PingFang SC'", "'Noto Sans CJK SC'"],
  },
  ru: {
    watch: 'Смотреть бой', title: 'Бой', roundTitle: /^Раунд \d+$/, synergy: /^.+, ур\. \d+$/m,
    cast: /^.+ \([АБ]\) применяет «.+»: .+$/, result: /^Команда [АБ] побеждает!|^Ничья/, letters: /[А-яЁё]/,
    fonts: [],
  },
} as const;

/** The language's battle.json value at `key` with its placeholders filled. */
function said(lng: string, key: string, params: Record<string, string | number> = {}): string {
  const texts = JSON.parse(readFileSync(`public/locales/${lng}/battle.json`, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

/** A text the canvas draws: its words, where it is (the nearest label), whether it shows now, and the CSS font Pixi draws it with. */
interface CanvasText { text: string; label: string; shown: boolean; fontFamily: string; font: string }

/**
 * The Pixi Text objects and the round title (a BitmapText) of the battle canvas, shown or kept hidden (skill banners
 * render once per name); not the bitmap numbers. A BitmapText's style names its bitmap font, not a CSS font: its
 * glyphs are drawn from the scene's font stack (numberFont.test.ts pins that), so `fontFamily` is '' for it here.
 */
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
      } else if (node.renderPipeId === 'bitmapText' && node.label === 'round-title' && node.text) {
        found.push({ text: node.text, label: here, shown, fontFamily: '', font: '' });
      }
      for (const child of node.children ?? []) walk(child, here, shown);
    };
    walk(window.__tcgSceneProbe!.app!.stage as unknown as Node, '', true);
    return found;
  });
}

/**
 * The characters of `text` in the language's script that the font `font` draws as the missing-glyph box: each is
 * drawn alone on a canvas and compared with a code point no font has. Empty when every character has a real glyph.
 */
function tofuIn(page: Page, font: string, text: string, letters: RegExp): Promise<string[]> {
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
  }, { font, chars: [...new Set([...text].filter((ch) => letters.test(ch)))] });
}

for (const lng of ['zh', 'ru'] as const) {
  const story = STORIES[lng];
  const leaks = englishLeakPatterns(lng, ['battle', 'units', 'skills', 'statuses', 'ui', 'homepage']);
  test(`Watch a battle in ${lng} on a phone: the canvas draws the language's glyphs, every control and panel translated, nothing cut or sideways`, async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => { window.__tcgSceneProbe = {}; });
    const shot = (name: string) => lookShot(page, testInfo.outputPath(`${lng}-${name}.png`));
    /** The state on screen fits the phone and says everything in the language. */
    const expectTranslatedAndFitting = async (scope: string) => {
      await expectNoSidewaysOverflow(page);
      expect(await clippedTexts(page, scope)).toEqual([]);
      expect(untranslated(await visibleTexts(page.locator(scope)), leaks)).toEqual([]);
    };

    await page.goto(`/?lng=${lng}`);
    const watch = page.locator('[data-watch-battle]').first();
    await expect(watch).toHaveText(story.watch);
    await expectTranslatedAndFitting('body');
    await watch.click();

    const viewer = page.locator('.battle-viewer');
    await expect(viewer).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect.poll(async () => Number(await viewer.getAttribute('data-round'))).toBeGreaterThanOrEqual(1);

    // The canvas: the round title and the synergy panels in the language, in a font stack with its faces, whose
    // glyphs are real (a default face without CJK draws boxes). A skill banner is made when a cast shows (at 4×).
    await page.getByRole('radio', { name: '4×' }).click();
    await expect.poll(async () => (await canvasTexts(page)).some((t) => t.label === 'banner'), { timeout: 60_000 }).toBe(true);
    const drawn = await canvasTexts(page);
    await shot('canvas-banner');
    const titleText = drawn.find((t) => t.label === 'round-title')!;
    expect(titleText.text).toMatch(story.roundTitle);
    const panels = drawn.filter((t) => t.label.startsWith('synergies-') && t.shown);
    expect(panels.map((t) => t.text).join('\n')).toMatch(story.synergy);
    const banner = drawn.find((t) => t.label === 'banner')!;
    expect(banner.text).toMatch(story.letters);
    // The title's bitmap glyphs are drawn in the banner's font stack (numberFont.ts installs it with SCENE_FONT).
    const title = { ...titleText, fontFamily: banner.fontFamily, font: `900 34px ${banner.fontFamily}` };
    // The check itself sees boxes: private-use code points have no glyph in any font here.
    expect(await tofuIn(page, title.font, '\uE000\uE001', /[\uE000-\uF8FF]/)).toEqual(['\uE000', '\uE001']);
    for (const text of [title, banner, ...panels]) {
      for (const font of story.fonts) expect(text.fontFamily).toContain(font);
      expect(await tofuIn(page, text.font, text.text, story.letters), `${text.label}: ${text.text}`).toEqual([]);
    }

    // Controls, each labelled in the language. Random battles last 5 rounds or more: from round 2 the next one exists.
    // At 4× on a loaded machine the battle can end while the canvas is checked (the pause button is then gone, and
    // its click waited until the test's time ran out): at 0.5× back to round 1 on the scrub bar, which works in any
    // phase (an ended battle stands paused there, a playing one plays on), and playing, so there is a pause to press.
    await page.getByRole('radio', { name: '0.5×' }).click();
    await page.locator('.scrub-bar').getByRole('button', { name: said(lng, 'scrub.round', { round: 1 }), exact: true }).click();
    await expect(viewer).not.toHaveAttribute('data-phase', 'ended');
    if ((await viewer.getAttribute('data-phase')) === 'paused') await page.getByRole('button', { name: said(lng, 'controls.play') }).click();
    await page.getByRole('button', { name: said(lng, 'controls.pause') }).click();
    await expect(viewer).toHaveAttribute('data-phase', 'paused');
    // The scrub bar: a round's button, and the slider named and valued in the language.
    await page.locator('.scrub-bar').getByRole('button', { name: said(lng, 'scrub.round', { round: 2 }), exact: true }).click();
    await expect(viewer).toHaveAttribute('data-round', '2');
    // Every round is in once the worker has played the battle to its hash.
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
    const rounds = await page.locator('.scrub-round').count();
    await expect(page.getByRole('slider', { name: said(lng, 'scrub.label') })).toHaveAttribute('aria-valuetext', said(lng, 'scrub.valueText', { round: 2, rounds }));
    const event = Number(await viewer.getAttribute('data-event'));
    await page.getByRole('button', { name: said(lng, 'controls.step') }).click();
    await expect.poll(async () => Number(await viewer.getAttribute('data-event'))).toBeGreaterThan(event);
    await page.getByRole('button', { name: said(lng, 'controls.nextRound') }).click();
    await expect(viewer).toHaveAttribute('data-round', '3');
    await expect(viewer).toHaveAttribute('data-phase', 'paused');
    for (const speed of ['0.5×', '2×', '1×']) {
      await page.getByRole('radio', { name: speed }).click();
      await expect(page.getByRole('radio', { name: speed })).toHaveAttribute('aria-checked', 'true');
    }
    await expectTranslatedAndFitting('main');
    await shot('paused');

    // The combat log: a skill line in the language's punctuation; tapping a line seeks there.
    const cast = page.locator('.combat-log .log-line.kind-skill').first();
    await expect(cast).toHaveText(story.cast);
    await cast.getByRole('button').click();
    await expect(cast).toHaveClass(/current/);
    // On a phone the line's caster opens in the inspector's bottom sheet; Escape closes it.
    const sheet = page.getByTestId('unit-sheet');
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expectTranslatedAndFitting('.battle-side');

    // The inspector while paused: a unit's stats, statuses and skills, in the sheet.
    await page.getByRole('tab', { name: said(lng, 'screen.panel.units') }).click();
    await page.locator('.inspector-unit').first().click();
    const detail = sheet.locator('.inspector-detail');
    await expect(detail).toContainText(said(lng, 'inspector.health'));
    await expectTranslatedAndFitting('[data-testid="unit-sheet"]');
    await shot('inspector');
    await sheet.getByRole('button', { name: said(lng, 'inspector.close') }).click();
    await expect(sheet).toHaveCount(0);

    // The result, then the recap sorted by each number (largest first).
    await page.getByRole('button', { name: said(lng, 'controls.skipToEnd') }).click();
    await expect(viewer).toHaveAttribute('data-phase', 'ended');
    await expect(page.locator('.result-banner')).toContainText(story.result);
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
    await page.getByRole('button', { name: said(lng, 'result.recap') }).click();
    await expect(page.getByRole('tab', { name: said(lng, 'screen.panel.recap') })).toHaveAttribute('aria-selected', 'true');
    for (const chip of await page.locator('.recap-sort .chip').all()) {
      await chip.click();
      await expect(chip).toHaveAttribute('aria-checked', 'true');
      const values = await page.locator('.recap-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-value'))));
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    await expectTranslatedAndFitting('main');
    await shot('ended');

    // Sharing the replay: the link is copied and the button says so.
    await page.getByRole('button', { name: said(lng, 'share.copy') }).click();
    await expect(page.getByRole('button', { name: said(lng, 'share.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/battle\?r=[A-Za-z0-9_-]+$/);
  });
}
