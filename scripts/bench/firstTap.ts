/**
 * `npm run bench:first`: the home page's one tap in the system Chromium against the production build and the real
 * game server on a fresh embedded database (not a test; run it on a quiet machine). Each sample is a new visitor:
 * a fresh browser context at 390 × 844 (cold HTTP cache, no cookie) opens `/`, waits until Play is enabled, taps it
 * and waits until the lobby shows the starter team placed (the team card in its `team` state with six portraits).
 * The time runs on the page, from the tap's pointerdown to the animation frame that paints that card. One warm-up
 * sample, then `--samples N` (default 10); prints p50 / p90 / max against the 3 s budget, the split of the median
 * sample (every API call from the tap to the lobby, from the page's resource timing, and the other files fetched),
 * the median guest request and lobby data request, and the load average.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { startBenchBrowser } from './benchBrowser';
import { percentile } from './percentile';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '10' } } });
const samples = Math.max(1, Number(values.samples));
const BUDGET_MS = 3000;
/** The starter team's size: the lobby card shows one portrait per placed card. */
const STARTER_CARDS = 6;

/** What the page records on its own clock (ms): the tap on Play and the frame that paints the placed team. */
interface TapTimes {
  tapAt: number;
  lobbyAt: number;
}
declare global {
  interface Window {
    __firstTap: TapTimes;
  }
}

/** A request the page made after the tap, on the tap's clock (ms). */
interface Call {
  path: string;
  start: number;
  end: number;
  /** Bytes on the wire (0 when served from the HTTP cache). */
  bytes: number;
}

/** One sample: tap → placed team painted (ms), and every request made in between. */
interface Sample {
  total: number;
  calls: Call[];
}

/** Installed before any page script: notes the tap on Play and the frame that first paints the placed team. */
function watchTap(cards: number): void {
  // Serialised into the page by addInitScript: everything it uses is declared inside.
  const times = { tapAt: 0, lobbyAt: 0 };
  window.__firstTap = times;
  // The page loads art and chunks: keep every resource entry so the two API calls are still there at the end.
  performance.setResourceTimingBufferSize(2000);
  document.addEventListener('pointerdown', (event) => {
    if (!times.tapAt && event.target instanceof Element && event.target.closest('[data-testid=home-play]')) times.tapAt = performance.now();
  }, true);
  let pending = false;
  new MutationObserver(() => {
    if (!times.tapAt || times.lobbyAt || pending) return;
    if (document.querySelectorAll('.lobby-team[data-state=team] .lobby-portraits li').length < cards) return;
    // The frame that paints the card: its animation-frame callbacks run just before that paint.
    pending = true;
    requestAnimationFrame(() => { times.lobbyAt = performance.now(); });
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** One new visitor: opens `/`, waits for Play, taps it and waits for the lobby's placed team; returns the figures. */
async function oneTap(browser: Browser, baseURL: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block', baseURL });
  try {
    await context.addInitScript(watchTap, STARTER_CARDS);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => {
      const play = document.querySelector('[data-testid=home-play]');
      return play instanceof HTMLButtonElement && !play.disabled;
    }, null, { timeout: 60_000 });
    await page.getByTestId('home-play').tap();
    await page.waitForFunction(() => window.__firstTap.lobbyAt > 0, null, { timeout: 60_000 }).catch((error: unknown) => {
      throw new Error(`bench:first: no placed team in the lobby 60 s after the tap (at ${page.url()}, load ${loadavg()[0]!.toFixed(1)})\n${String(error).split('\n')[0]}`);
    });
    if (new URL(page.url()).pathname !== '/main') throw new Error(`bench:first: the tap landed on ${page.url()}, not the lobby`);
    const { tapAt, lobbyAt, entries } = await page.evaluate(() => ({
      ...window.__firstTap,
      entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: (e as PerformanceResourceTiming).responseEnd, bytes: (e as PerformanceResourceTiming).transferSize })),
    }));
    const calls = entries.filter((e) => e.startTime >= tapAt && e.startTime <= lobbyAt)
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime - tapAt, end: e.responseEnd - tapAt, bytes: e.bytes }));
    for (const path of ['/api/auth/guest', '/api/teams']) {
      if (!calls.some((c) => c.path === path)) throw new Error(`bench:first: no ${path} request between the tap and the lobby`);
    }
    return { total: lobbyAt - tapAt, calls };
  } finally {
    await context.close();
  }
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const ms = (v: number) => `${v.toFixed(0)} ms`;
const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
/** The API calls in start order (start → end on the tap's clock) and the other files fetched meanwhile. */
function split(sample: Sample): string {
  const api = sample.calls.filter((c) => c.path.startsWith('/api/')).sort((x, y) => x.start - y.start)
    .map((c) => `${c.path.slice(5)} ${seconds(c.start)}→${seconds(c.end)}`);
  const files = sample.calls.filter((c) => !c.path.startsWith('/api/'));
  const kb = files.reduce((sum, c) => sum + c.bytes, 0) / 1024;
  return `${api.join(', ')}; ${files.length} other files, ${kb.toFixed(0)} KB`;
}
/** How long the one call to `path` took (ms). */
const took = (sample: Sample, path: string) => sample.calls.filter((c) => c.path === path).map((c) => c.end - c.start).at(-1)!;

async function main(): Promise<void> {
  const { server, browser, close } = await startBenchBrowser('first');
  try {
    console.log(`bench:first on ${server.url}/: Play → lobby with the starter team placed, a new visitor per sample at 390 × 844, ${samples} samples after 1 warm-up`);
    console.log(`load average before: ${load()}\n`);
    const warm = await oneTap(browser, server.url);
    console.log(`warm-up: ${ms(warm.total)} (${split(warm)})`);
    const figures: Sample[] = [];
    for (let i = 0; i < samples; i++) {
      const sample = await oneTap(browser, server.url);
      figures.push(sample);
      console.log(`sample ${String(i + 1).padStart(2)}: ${ms(sample.total).padStart(8)}  (${split(sample)})`);
    }
    const sorted = figures.map((f) => f.total).sort((a, b) => a - b);
    const line = (label: string, value: number) => console.log(`${value <= BUDGET_MS ? 'ok  ' : 'OVER'} ${label.padEnd(44)} ${ms(value).padStart(9)}   budget ≤ ${BUDGET_MS} ms (${value <= BUDGET_MS ? 'met' : 'not met'})`);
    console.log('');
    line('Play → lobby with the starter team, p50', percentile(sorted, 50));
    line('Play → lobby with the starter team, p90', percentile(sorted, 90));
    line('Play → lobby with the starter team, max', sorted.at(-1)!);
    const median = figures.find((f) => f.total === percentile(sorted, 50))!;
    console.log(`  the p50 sample's requests (start→end after the tap): ${split(median)}`);
    const callP50 = (path: string) => ms(percentile(figures.map((f) => took(f, path)).sort((x, y) => x - y), 50));
    console.log(`  p50 over the samples: guest request (POST /api/auth/guest) ${callP50('/api/auth/guest')}, lobby data (GET /api/teams) ${callP50('/api/teams')}`);
    console.log(`\nload average after: ${load()}`);
  } finally {
    await close();
  }
}

await main();
