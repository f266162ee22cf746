import { expect, test, type Page } from '@playwright/test';
import { paintedFrames } from './paintedFrames';

/**
 * The frame-stall guard of the layout checks, on pages that stall on purpose: one whose animation frames are held
 * (the way a compositor that stopped producing frames looks to the page), released by a resize or never, and one
 * held by a font that never loads. Short waits; the real ones are a minute and ten seconds.
 */
const TIMING = { stallMs: 1_000, nudgeMs: 1_500 };

/** Makes the page's requestAnimationFrame hold its callbacks; a resize releases them when `releaseOnResize`. */
async function holdFrames(page: Page, releaseOnResize: boolean): Promise<void> {
  await page.setContent('<main><h1>Stalled</h1></main>');
  await page.evaluate((release) => {
    const real = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    let painting = false;
    window.requestAnimationFrame = (callback) => {
      if (painting) return real(callback);
      held.push(callback);
      return 0;
    };
    if (release) {
      window.addEventListener('resize', () => {
        painting = true;
        for (const callback of held.splice(0)) real(callback);
      });
    }
  }, releaseOnResize);
}

test('a page that paints passes at once', async ({ page }, testInfo) => {
  await page.setContent('<main><h1>Fine</h1></main>');
  const started = Date.now();
  await paintedFrames(page, testInfo, TIMING);
  expect(Date.now() - started).toBeLessThan(TIMING.stallMs);
  expect(testInfo.annotations.filter((a) => a.type === 'frame-stall')).toHaveLength(0);
});

test('a page that stops painting is reported, nudged, and goes on with an annotation once it paints again', async ({ page }, testInfo) => {
  await holdFrames(page, true);
  const size = page.viewportSize();
  await paintedFrames(page, testInfo, TIMING);
  expect(testInfo.annotations.find((a) => a.type === 'frame-stall')?.description).toContain('painted again after: brought to front, viewport re-applied');
  expect(testInfo.attachments.map((a) => a.name)).toContain('frame-stall');
  expect(page.viewportSize()).toEqual(size);
  // This stall was made on purpose: the run's frame-stall summary (frameStallReporter.ts) counts only real ones.
  testInfo.annotations.splice(0, testInfo.annotations.length, ...testInfo.annotations.filter((a) => a.type !== 'frame-stall'));
});

test('a page that never paints again fails with the report in its message, the browser\'s other pages still painting', async ({ page }, testInfo) => {
  await holdFrames(page, false);
  const failure = await paintedFrames(page, testInfo, TIMING).then(() => null, (error: unknown) => String(error));
  expect(failure).toContain('nor after: brought to front, viewport re-applied');
  expect(failure).toContain('"timerRuns": true');
  expect(failure).toContain('"frameRuns": "no answer within');
  expect(failure).toContain('"freshPage": true');
  expect(failure).toMatch(/"type": "GPU"|"type": "gpu"|"type": "browser"/);
});

test('a page held by a font that never loads fails at once, naming the font', async ({ page }, testInfo) => {
  await page.route('https://fonts.tcg.test/**', () => { /* never answered */ });
  // The load event waits for fonts too; the page's content is there at once.
  await page.setContent(`<style>@font-face { font-family: Never; src: url(https://fonts.tcg.test/never.woff2); }</style>
    <main><h1 style="font-family: Never">Waiting</h1></main>`, { waitUntil: 'domcontentloaded' });
  const failure = await paintedFrames(page, testInfo, TIMING).then(() => null, (error: unknown) => String(error));
  expect(failure).toContain('fonts still loading');
  expect(failure).toContain('"Never"');
});
