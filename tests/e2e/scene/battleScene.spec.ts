import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { BattleInput } from '../../../src/engine';
import type { SceneGraphNode } from '../../../src/scene/sceneProbe';
import type { GoldenFile } from '../../golden/goldenCase';
import { startSceneHarness } from './sceneHarnessServer';
import { lookShot } from '../support/lookShot';

/**
 * The real BattleScene in Chromium (WebGL through SwiftShader, flags pinned in playwright.config.ts), mounted in
 * StrictMode by a small harness page with golden battles simulated in the page. Card art is not served here, so
 * the drawn placeholders are what is seen; one test serves art to prove it replaces them.
 */
const golden = JSON.parse(readFileSync(new URL('../../fixtures/battle/golden.json', import.meta.url), 'utf8')) as GoldenFile;
const goldenInput = (name: string): BattleInput => golden.cases.find((c) => c.name === name)!.input;

let harness: Awaited<ReturnType<typeof startSceneHarness>>;
test.beforeAll(async () => {
  harness = await startSceneHarness(new URL('./art', import.meta.url).pathname);
});
test.afterAll(async () => { await harness?.close(); });

async function open(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(harness.url);
  await expect(page.locator('#status')).toHaveText('ready');
  expect(errors).toEqual([]);
}

const graph = (page: Page) => page.evaluate(() => window.__tcgSceneProbe!.graph!());
const units = (nodes: SceneGraphNode[]) => nodes.filter((n) => n.label.startsWith('unit-'));
/** Seeks the paused cursor and waits until a frame at that time has been drawn. */
async function seek(page: Page, time: number): Promise<void> {
  await page.evaluate(async (t) => {
    const c = window.sceneHarness.cursor()!;
    c.pause();
    c.seek(t);
    const probe = window.__tcgSceneProbe!;
    const start = probe.frames ?? 0;
    await new Promise<void>((resolve) => { const wait = () => ((probe.frames ?? 0) > start + 1 ? resolve() : requestAnimationFrame(wait)); wait(); });
  }, time);
}

test('a golden battle played at 4× to the end leaves exactly the units the battle-end event names alive', async ({ page }) => {
  // Playback advances by frame time, capped per frame: at a few frames a second on a loaded machine the battle
  // plays slower than 4× (it timed out at 60 s at load 25). The wait is on the end; this is only its backstop.
  test.setTimeout(240_000);
  await open(page);
  const { battleEnd } = await page.evaluate((i) => window.sceneHarness.mount(i as never, { autoplay: true, speed: 4, streamed: true }), goldenInput('random balanced 6v6 #2'));
  if (battleEnd.type !== 'battleEnd') throw new Error('no battle end');
  await expect(page.locator('[data-testid=battle-scene] canvas')).toBeVisible();
  await page.evaluate(() => window.sceneHarness.untilEnded());
  // Let the last death fade finish (the cursor is at the end; cues have ended).
  await seek(page, await page.evaluate(() => window.sceneHarness.cursor()!.timeline.duration));
  const alive = battleEnd.totals.filter((t) => t.alive).map((t) => `unit-${t.unit}`);
  expect(alive.length).toBeGreaterThan(0);
  expect(units(await graph(page)).map((n) => n.label).sort()).toEqual(alive.sort());
  await lookShot(page, '.tmp/scene-shots/end-390.png');
});

test('the scene graph at fixed playback times matches its snapshot', async ({ page }) => {
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('field casters against guardians'));
  const times = [0, 1000, 6000, 15000, 25000];
  const snapshots: Record<number, SceneGraphNode[]> = {};
  for (const t of times) {
    await seek(page, t);
    snapshots[t] = await graph(page);
  }
  expect(JSON.stringify(snapshots, null, 1)).toMatchSnapshot('scene-graph.json');
  // Seeking back gives the same graph (nothing kept from the frames in between).
  await seek(page, 6000);
  expect(await graph(page)).toEqual(snapshots[6000]);
});

test('a screenshot at a fixed playback time matches the golden', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('field casters against guardians'));
  await seek(page, 15000);
  await expect(page.locator('[data-testid=battle-scene]')).toHaveScreenshot('scene-15s-390.png', { maxDiffPixelRatio: 0.01, timeout: 30_000 });
});

test('desktop size: the board fills the wider canvas and follows container resizes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('elementals against dark cards'));
  await seek(page, 12000);
  await lookShot(page, '.tmp/scene-shots/desktop-12s.png');
  const width = () => page.evaluate(() => (document.querySelector('[data-testid=battle-scene] canvas') as HTMLCanvasElement).clientWidth);
  expect(await width()).toBe(1280);
  await page.evaluate(() => { document.getElementById('stage')!.style.width = '600px'; });
  await expect.poll(width).toBe(600);
});

test('mirrored (the viewer fought as team 1), the board is drawn left to right the other way: team 1 on the left', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 900 ? 800 : 844 });
    await open(page);
    const input = goldenInput('field casters against guardians');
    await page.evaluate((i) => window.sceneHarness.mount(i as never), input);
    await seek(page, 6000);
    const plain = units(await graph(page));
    await page.evaluate((i) => window.sceneHarness.mount(i as never, { mirrored: true }), input);
    await seek(page, 6000);
    const mirrored = units(await graph(page));
    // Same units, same rows; each column drawn from the other edge (the stage is 7 × 100 + 2 × 12 wide).
    expect(mirrored.map((n) => [n.label, 724 - n.x, n.y])).toEqual(plain.map((n) => [n.label, n.x, n.y]));
    const teamOf = (label: string) => (Number(label.slice(5)) < input.teams[0].units.length ? 0 : 1);
    const meanX = (nodes: SceneGraphNode[], team: number) => {
      const xs = nodes.filter((n) => teamOf(n.label) === team).map((n) => n.x);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(meanX(mirrored, 1)).toBeLessThan(meanX(mirrored, 0));
    await lookShot(page, `.tmp/scene-shots/mirrored-6s-${width}.png`);
  }
});

test('reduced motion shows no movement tweens: units never stand between cells, no particles or shake', async ({ page }) => {
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never, { reducedMotion: true }), goldenInput('starter mirror'));
  const moves = await page.evaluate(() => window.sceneHarness.cursor()!.timeline.cues.filter((c) => c.kind === 'move').slice(0, 6).map((c) => ({ start: c.start, duration: c.duration })));
  expect(moves.length).toBeGreaterThan(0);
  const particles = await page.evaluate(() => window.sceneHarness.cursor()!.timeline.cues.filter((c) => c.kind === 'particles' || c.kind === 'shake').length);
  expect(particles).toBe(0);
  for (const m of moves) {
    for (const k of [0.25, 0.5, 0.75]) {
      await seek(page, m.start + m.duration * k);
      for (const n of units(await graph(page))) {
        // Cell centres are at 12 + 100x + 50 and 108 + 100y + 50: every unit sits exactly on one, scale untouched.
        expect((n.x - 62) % 100, `${n.label} x`).toBe(0);
        expect((n.y - 158) % 100, `${n.label} y`).toBe(0);
      }
      const stage = await page.evaluate(() => { const s = window.__tcgSceneProbe!.app!.stage.children[0]!; return { x: s.x, y: s.y }; });
      await seek(page, 0);
      const still = await page.evaluate(() => { const s = window.__tcgSceneProbe!.app!.stage.children[0]!; return { x: s.x, y: s.y }; });
      expect(stage).toEqual(still);
    }
  }
});

test('tapping a unit selects it; the page being hidden stops playback', async ({ page }) => {
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('one against one'));
  await seek(page, 500);
  const unit = units(await graph(page))[0]!;
  const box = await page.locator('[data-testid=battle-scene] canvas').boundingBox();
  const scale = await page.evaluate(() => window.__tcgSceneProbe!.app!.stage.children[0]!.scale.x);
  const offset = await page.evaluate(() => { const s = window.__tcgSceneProbe!.app!.stage.children[0]!; return { x: s.x, y: s.y }; });
  await page.mouse.click(box!.x + offset.x + unit.x * scale, box!.y + offset.y + unit.y * scale);
  await expect.poll(() => page.evaluate(() => window.sceneHarness.selected)).toBe(Number(unit.label.slice(5)));
  await page.evaluate(() => window.sceneHarness.cursor()!.play());
  await expect.poll(() => page.evaluate(() => window.sceneHarness.cursor()!.time)).toBeGreaterThan(600);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const t1 = await page.evaluate(() => window.sceneHarness.cursor()!.time);
  await page.waitForFunction(() => new Promise((r) => setTimeout(() => r(true), 300)));
  expect(await page.evaluate(() => window.sceneHarness.cursor()!.time)).toBe(t1);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => page.evaluate(() => window.sceneHarness.cursor()!.time)).toBeGreaterThan(t1);
});

test('after a WebGL context loss the scene is rebuilt from the events; card art replaces the placeholders when served', async ({ page }) => {
  // Art answers are held until the rebuilt scene has been seen with its placeholders, then released: the test
  // observes placeholder -> art in that order whatever the machine's load.
  const held: (() => void)[] = [];
  let released = false;
  await page.route('**/art/**', (route) => { if (released) void route.continue(); else held.push(() => void route.continue()); });
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('one against one'));
  await seek(page, 1500);
  const before = await graph(page);
  const portraits = (nodes: SceneGraphNode[]) => units(nodes).map((u) => u.children!.find((c) => c.label === 'body')!.children!.find((c) => c.label === 'portrait')!.children![0]!.label);
  expect(portraits(before).every((p) => p === 'placeholder')).toBe(true);
  const lost = await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid=battle-scene] canvas') as HTMLCanvasElement;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    const ext = gl?.getExtension('WEBGL_lose_context');
    if (!ext) return false;
    (window as unknown as { lostApp: unknown }).lostApp = window.__tcgSceneProbe!.app;
    ext.loseContext();
    setTimeout(() => ext.restoreContext(), 100);
    return true;
  });
  expect(lost).toBe(true);
  // Rebuilt means a new application has drawn its board again (the lost one still holds the old graph).
  await expect.poll(() => page.evaluate(() => {
    const probe = window.__tcgSceneProbe!;
    return probe.app !== (window as unknown as { lostApp: unknown }).lostApp && probe.graph!().some((n) => n.label.startsWith('unit-'));
  }), { timeout: 15_000 }).toBe(true);
  await seek(page, 1500);
  const after = await graph(page);
  expect(units(after).map((u) => [u.label, u.x, u.y])).toEqual(units(before).map((u) => [u.label, u.x, u.y]));
  expect(portraits(after).every((p) => p === 'placeholder')).toBe(true);
  released = true;
  for (const release of held.splice(0)) release();
  // The harness serves art for one card only: that unit shows it, the others keep their placeholder.
  await expect.poll(async () => portraits(await graph(page)).sort()).toEqual(['art', ...portraits(after).slice(1)].sort());
});

test('battles mounted one after another share one canvas and renderer; the next battle draws what a fresh one does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never, { autoplay: true, speed: 4 }), goldenInput('elementals against dark cards'));
  await seek(page, 12000);
  const first = await page.evaluate(() => {
    const kept = window as unknown as { firstCanvas: HTMLCanvasElement; firstApp: unknown };
    kept.firstCanvas = document.querySelector('[data-testid=battle-scene] canvas')!;
    kept.firstApp = window.__tcgSceneProbe!.app;
    return { units: window.__tcgSceneProbe!.graph!().filter((n) => n.label.startsWith('unit-')).length };
  });
  expect(first.units).toBeGreaterThan(0);
  await page.evaluate(() => window.sceneHarness.unmount());
  // Left: the canvas is detached, its ticker stopped, the scene's objects gone from the kept application's stage.
  expect(await page.evaluate(() => {
    const kept = window as unknown as { firstCanvas: HTMLCanvasElement; firstApp: { ticker: { started: boolean } } };
    return { connected: kept.firstCanvas.isConnected, ticking: kept.firstApp.ticker.started, canvases: document.querySelectorAll('canvas').length };
  })).toEqual({ connected: false, ticking: false, canvases: 0 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstApp: { stage: { children: unknown[] } } }).firstApp.stage.children.length)).toBe(0);
  // Nor does the kept renderer hold the battle's vector shapes (Pixi's graphics-context cache; ≈ 50 per battle once).
  expect(await page.evaluate(() => {
    const app = (window as unknown as { firstApp: { renderer: { graphicsContext: { _managedContexts: { items: Record<string, unknown> } } } } }).firstApp;
    return Object.values(app.renderer.graphicsContext._managedContexts.items).filter(Boolean).length;
  })).toBe(0);
  // The next battle (the golden screenshot's) on the same canvas and application, pixel for pixel a fresh mount's.
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('field casters against guardians'));
  expect(await page.evaluate(() => {
    const kept = window as unknown as { firstCanvas: HTMLCanvasElement; firstApp: unknown };
    return {
      sameCanvas: document.querySelector('[data-testid=battle-scene] canvas') === kept.firstCanvas,
      sameApp: window.__tcgSceneProbe!.app === kept.firstApp,
      canvases: document.querySelectorAll('canvas').length,
    };
  })).toEqual({ sameCanvas: true, sameApp: true, canvases: 1 });
  await seek(page, 15000);
  await lookShot(page, '.tmp/scene-shots/second-battle-390.png');
  await expect(page.locator('[data-testid=battle-scene]')).toHaveScreenshot('scene-15s-390.png', { maxDiffPixelRatio: 0.01, timeout: 30_000 });
});

test('two scenes at once each draw on their own application; afterwards one is kept; a LOW device gets its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('field casters against guardians'));
  await page.evaluate(() => { (window as unknown as { firstApp: unknown }).firstApp = window.__tcgSceneProbe!.app; });
  await page.evaluate((i) => window.sceneHarness.mountSecond(i as never), goldenInput('starter mirror'));
  // The probe follows the scene mounted last: the second one, on an application of its own.
  expect(await page.evaluate(() => ({
    canvases: document.querySelectorAll('[data-testid=battle-scene] canvas').length,
    secondApp: window.__tcgSceneProbe!.app !== (window as unknown as { firstApp: unknown }).firstApp,
  }))).toEqual({ canvases: 2, secondApp: true });
  // The first keeps drawing: a seek there still shows its frame (the golden), the second shows its own board.
  await seek(page, 15000);
  await expect(page.locator('#stage [data-testid=battle-scene]')).toHaveScreenshot('scene-15s-390.png', { maxDiffPixelRatio: 0.01, timeout: 30_000 });
  // The probe's cursor is the second scene's.
  await page.evaluate(async () => {
    const probe = window.__tcgSceneProbe!;
    probe.cursor!.seek(3000);
    const start = probe.frames ?? 0;
    await new Promise<void>((resolve) => { const wait = () => ((probe.frames ?? 0) > start + 3 ? resolve() : requestAnimationFrame(wait)); wait(); });
  });
  await lookShot(page, '.tmp/scene-shots/two-scenes-390.png', { fullPage: true });
  const secondUnits = await page.evaluate(() => window.__tcgSceneProbe!.graph!().filter((n) => n.label.startsWith('unit-')).length);
  expect(secondUnits).toBeGreaterThan(0);
  await page.evaluate(() => window.sceneHarness.unmount());
  await page.evaluate(() => window.sceneHarness.unmountSecond());
  expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
  // Both left: the one released first (the first scene's) is kept for the next battle, the other destroyed; a LOW device (no antialias, fixed when a
  // WebGL context is made) gets a new one in its place.
  await page.evaluate((i) => window.sceneHarness.mount(i as never), goldenInput('one against one'));
  expect(await page.evaluate(() => window.__tcgSceneProbe!.app === (window as unknown as { firstApp: unknown }).firstApp)).toBe(true);
  await page.evaluate((i) => window.sceneHarness.mount(i as never, { quality: 'low' }), goldenInput('one against one'));
  expect(await page.evaluate(() => window.__tcgSceneProbe!.app !== (window as unknown as { firstApp: unknown }).firstApp)).toBe(true);
  await seek(page, 500);
  expect((await graph(page)).filter((n) => n.label.startsWith('unit-')).length).toBeGreaterThan(0);
});
