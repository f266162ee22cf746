/**
 * `npm run bench:scene`: the battle scene in the system Chromium against the production build and the real game
 * server (not a test; run it on a quiet machine). Measures, on /battle with a fixed replay (golden "starter mirror"):
 * time from opening the route to the first frame (warm cache), JS time per frame (cursor + drawing + Pixi's render)
 * p50/p95/max during a full battle at 1× and 4×, long tasks over 50 ms during playback, WebGL draw calls per frame,
 * and the JS heap after 20 battles mounted and unmounted in a row (in-app navigation, GC forced). Prints each figure
 * against its budget. `--speeds 4` to skip the 1× run (`--speeds none` skips both); `--cycles N` for the heap run.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import type { BattleInputData } from '../../src/contracts/battle';
import { encodeReplay, replayPath } from '../../src/contracts/replay';
import type { SceneProbe } from '../../src/scene/sceneProbe';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startOwnServer } from '../../tests/e2e/support/ownServer';
import type { GoldenFile } from '../../tests/golden/goldenCase';

const { values } = parseArgs({ options: { speeds: { type: 'string', default: '1,4' }, cycles: { type: 'string', default: '20' } } });
const speeds = values.speeds.split(',').map(Number).filter((s) => s > 0);
const cycles = Number(values.cycles);

const golden = JSON.parse(readFileSync(new URL('../../tests/fixtures/battle/golden.json', import.meta.url), 'utf8')) as GoldenFile;
const goldenCase = golden.cases.find((c) => c.name === 'starter mirror')!;
const path = replayPath(encodeReplay(goldenCase.input as BattleInputData, goldenCase.hash));

type Probe = Partial<SceneProbe> & { longTasks: { start: number; duration: number }[]; drawCalls: number };
declare global {
  interface Window {
    __benchProbe: Probe;
    gc?: () => void;
  }
}

/** Installed before any page script: the scene probe, a long-task observer and a WebGL draw-call counter. */
function instrument(): void {
  const probe = { frameTimes: null, longTasks: [], drawCalls: 0 } as unknown as Probe;
  window.__tcgSceneProbe = probe;
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype] as unknown as Record<string, (...a: unknown[]) => unknown>[]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = proto[name];
      if (!original) continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        probe.drawCalls++;
        return original.apply(this, args);
      };
    }
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (v: number) => `${v.toFixed(2)} ms`;
function line(label: string, value: string, ok: boolean, budget: string): void {
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(44)} ${value.padStart(14)}   budget ${budget}`);
}

async function heap(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      window.gc?.();
      await new Promise((r) => setTimeout(r, 50));
    }
    return (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  });
}

/** In-app navigation (react-router listens to popstate), so the page and its heap survive between battles. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => { history.pushState(null, '', url); dispatchEvent(new PopStateEvent('popstate')); }, to);
}

async function main(): Promise<void> {
  const dataDir = `.tmp/bench-scene-${process.pid}`;
  mkdirSync(dataDir, { recursive: true });
  const port = 30_000 + (process.pid % 10_000);
  const server = await startOwnServer({ port, staticDir: 'dist', dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    page.on('crash', () => console.log('the page crashed (out of memory on a loaded machine?)'));
    console.log(`bench:scene on ${server.url}${path.slice(0, 40)}… (golden "${goldenCase.name}", ${goldenCase.events} events, ${goldenCase.rounds} rounds)\n`);

    // Warm the HTTP cache, then time the route on a fresh load.
    await page.goto(server.url + path);
    await page.waitForFunction(() => (window.__benchProbe.firstFrameAt ?? 0) > 0, null, { timeout: 120_000 });
    await page.goto(server.url + path);
    await page.waitForFunction(() => (window.__benchProbe.firstFrameAt ?? 0) > 0, null, { timeout: 120_000 });
    const firstFrame = await page.evaluate(() => window.__benchProbe.firstFrameAt!);
    line('first frame after opening /battle (warm)', ms(firstFrame), firstFrame <= 1500, '≤ 1500 ms');

    for (const speed of speeds) {
      await page.goto(server.url + path);
      await page.waitForFunction(() => window.__benchProbe.cursor?.timeline.complete === true, null, { timeout: 120_000 });
      // Start the run, wait for the end by polling (a long battle at 1× outlasts one evaluate), then collect.
      await page.evaluate(async (s) => {
        const probe = window.__benchProbe;
        const cursor = probe.cursor!;
        cursor.pause();
        cursor.seek(0);
        cursor.setSpeed(s as 0.5 | 1 | 2 | 4);
        await new Promise((r) => setTimeout(r, 300));
        probe.frameTimes = [];
        (probe as Probe & { run: { t0: number; draws0: number } }).run = { t0: performance.now(), draws0: probe.drawCalls };
        cursor.play();
      }, speed);
      await page.waitForFunction(() => window.__benchProbe.cursor!.getSnapshot().ended, null, { timeout: 0, polling: 500 });
      const result = await page.evaluate(() => {
        const probe = window.__benchProbe as Probe & { run: { t0: number; draws0: number } };
        const t1 = performance.now();
        const times = probe.frameTimes ?? [];
        probe.frameTimes = null;
        const { t0, draws0 } = probe.run;
        return { times, draws: probe.drawCalls - draws0, longTasks: probe.longTasks.filter((t) => t.start >= t0 && t.start <= t1), seconds: (t1 - t0) / 1000 };
      });
      const sorted = [...result.times].sort((a, b) => a - b);
      console.log(`\n${speed}×: ${result.times.length} frames in ${result.seconds.toFixed(1)} s (${(result.times.length / result.seconds).toFixed(0)} fps)`);
      line(`JS per frame p50 at ${speed}×`, ms(pct(sorted, 0.5)), true, '—');
      line(`JS per frame p95 at ${speed}×`, ms(pct(sorted, 0.95)), pct(sorted, 0.95) <= 4, '≤ 4 ms');
      line(`JS per frame max at ${speed}×`, ms(sorted[sorted.length - 1] ?? NaN), true, '—');
      line(`long tasks > 50 ms during playback at ${speed}×`, String(result.longTasks.length), result.longTasks.length === 0, '0');
      line(`WebGL draw calls per frame at ${speed}×`, (result.draws / Math.max(1, result.times.length)).toFixed(1), true, '—');
    }

    // Heap: mount and unmount battles by in-app navigation; compare after the first and after the last.
    console.log('');
    await page.goto(server.url + '/');
    await page.waitForLoadState('networkidle');
    const cycle = async () => {
      await page.evaluate(() => { window.__benchProbe.firstFrameAt = 0; });
      await navigate(page, path);
      await page.waitForFunction(() => (window.__benchProbe.firstFrameAt ?? 0) > 0 && window.__benchProbe.cursor?.timeline.complete === true, null, { timeout: 120_000 });
      await page.evaluate(() => window.__benchProbe.cursor!.setSpeed(4));
      await page.waitForTimeout(1500);
      await navigate(page, '/');
      await page.waitForFunction(() => !document.querySelector('[data-testid=battle-scene]'), null, { timeout: 30_000 });
    };
    await cycle();
    const base = await heap(page);
    for (let i = 1; i < cycles; i++) await cycle();
    const after = await heap(page);
    const growth = (after - base) / base;
    line(`JS heap after 1 battle`, `${(base / 1048576).toFixed(1)} MB`, true, '—');
    line(`JS heap after ${cycles} battles mounted/unmounted`, `${(after / 1048576).toFixed(1)} MB`, growth <= 0.1, '≤ +10 %');
    line(`heap growth`, `${(growth * 100).toFixed(1)} %`, growth <= 0.1, '≤ 10 %');
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
