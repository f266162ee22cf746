/**
 * `npm run bench:scene`: the battle scene in the system Chromium against the production build and the real game
 * server (not a test; run it on a quiet machine). Measures, on /battle with a fixed replay (golden "starter mirror"):
 * time from opening the route to the first frame (warm cache), JS time per frame (cursor + drawing + Pixi's render)
 * p50/p95/max during a full battle at 1× and 4×, long tasks over 50 ms during playback, WebGL draw calls per frame,
 * and the JS heap after 20 battles mounted and unmounted in a row (in-app navigation, GC forced), with each of
 * those battles' first frame and how many Pixi applications drew them (one: the page's shared renderer). Prints each figure
 * against its budget, with the machine's load average (the figures are only comparable on a quiet machine). Also
 * lists the files Chromium really loads when /battle opens (a check on `npm run size`). Every wait is bounded and
 * says what it waited for when it gives up; playback is watched for progress, so a stalled run fails with the
 * cursor's state instead of hanging. `--speeds 4` to skip the 1× run (`--speeds none` skips both); `--cycles N`
 * for the heap run (0 skips it; `--snapshots DIR` keeps its heap snapshots); `--loads N` warm loads timed for the first
 * frame (median); `--dist DIR` serves another build; `--trace FILE` records a Chrome trace of the playback runs and
 * says what each long task held on every thread, with its CPU time, and lists the main thread's tasks of 50 ms or more
 * straight from the trace (wall and CPU time, what ran inside them, nested). Each run prints the scene's quality class and
 * the CPU each Chromium process used: on software GL the GPU process rasterises on the same cores as the page.
 * `--quality high` forces the class (through the scene probe).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page, Response } from '@playwright/test';
import { startBenchBrowser } from './benchBrowser';
import { benchCase, benchReplayPath } from './benchReplay';
import { countDrawCalls } from './countDrawCalls';
import { summariseProfile, type CpuProfile } from './cpuProfile';
import { frameCpuTimes, type TraceEvent } from './frameCpuTimes';
import { percentile } from './percentile';
import { traceLongTasks } from './traceLongTasks';
import { eventsInWindow } from './traceWindow';
import type { FramePart, SceneProbe } from '../../src/scene/sceneProbe';

const { values } = parseArgs({
  options: {
    speeds: { type: 'string', default: '1,4' },
    cycles: { type: 'string', default: '20' },
    loads: { type: 'string', default: '5' },
    dist: { type: 'string', default: 'dist' },
    // Functions to list from each run's CPU profile.
    top: { type: 'string', default: '12' },
    // Keeps the heap snapshots taken after the first and the last battle in this folder (to name what grows).
    snapshots: { type: 'string' },
    // Records a Chrome trace of the playback runs into this file and lists, for each long task, what the trace saw
    // inside it on every thread (the CPU profile sees JavaScript only).
    trace: { type: 'string' },
    // Forces the scene's quality class through its probe (`high`: what a phone with a GPU gets; this machine's
    // software GL detects LOW).
    quality: { type: 'string' },
  },
});
const speeds = values.speeds.split(',').map(Number).filter((s) => s > 0);
const cycles = Number(values.cycles);
/** Warm-cache page loads of /battle timed for the first frame (the median is the figure). */
const warmLoads = Math.max(1, Number(values.loads));
/** The build to serve (`--dist /tmp/x` measures a build made with `vite build --outDir /tmp/x`, leaving dist alone). */
const distDir = values.dist;
const topCount = Number(values.top);

type Probe = Partial<SceneProbe> & { longTasks: { start: number; duration: number }[]; glCalls: Record<string, number>; textureUploads: number[] };
declare global {
  interface Window {
    __benchProbe: Probe;
    gc?: () => void;
  }
}

/** Installed before any page script: the scene probe, a long-task observer and WebGL stall and upload counters. */
function instrument(): void {
  // Serialised into the page by addInitScript: everything it uses is declared inside.
  // WebGL calls that wait for the GPU process to answer, and calls that copy data to it.
  const GL_STALLS = ['getError', 'getParameter', 'readPixels', 'finish', 'getShaderParameter', 'getProgramParameter', 'getUniformLocation', 'getAttribLocation', 'getExtension', 'checkFramebufferStatus'];
  const GL_UPLOADS = ['texImage2D', 'texSubImage2D', 'bufferData', 'bufferSubData'];
  const probe = { frameTimes: null, longTasks: [], glCalls: {}, textureUploads: [] } as unknown as Probe;
  window.__tcgSceneProbe = probe;
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype] as unknown as Record<string, (...a: unknown[]) => unknown>[]) {
    // Calls that make the page wait on the GPU process (getError, getParameter, readPixels, finish …) or copy pixels
    // to it (texture uploads): counted, so a frame's time can be told apart from time blocked on SwiftShader.
    for (const name of [...GL_STALLS, ...GL_UPLOADS]) {
      const original = proto[name];
      if (!original) continue;
      const upload = GL_UPLOADS.includes(name);
      proto[name] = function (this: unknown, ...args: unknown[]) {
        probe.glCalls[name] = (probe.glCalls[name] ?? 0) + 1;
        // Texture uploads with their time, to tell which slow frames made a texture (a text drawn anew, an image).
        if (upload && name.startsWith('tex') && probe.frameParts) probe.textureUploads.push(performance.now());
        return original.apply(this, args);
      };
    }
  }
}

const pct = (sorted: number[], p: number) => percentile(sorted, p * 100);
const ms = (v: number) => `${v.toFixed(2)} ms`;
function line(label: string, value: string, ok: boolean, budget: string): void {
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(44)} ${value.padStart(14)}   budget ${budget}`);
}

/**
 * What the slowest 5 % of drawn frames did against the rest: ms in cursor.tick (and its subscribers), draw() and
 * app.render(), events crossed, cues in flight and texture uploads (a text drawn anew), then the ten slowest frames.
 */
function printSlowFrames(parts: FramePart[], uploads: number[]): void {
  if (parts.length === 0) return;
  const total = (f: FramePart) => f.tick + f.draw + f.render;
  const texturesIn = (f: FramePart) => uploads.filter((t) => t >= f.at && t <= f.at + total(f)).length;
  const sorted = [...parts].sort((a, b) => total(a) - total(b));
  const cut = Math.floor(sorted.length * 0.95);
  const mean = (list: FramePart[], key: (f: FramePart) => number) => list.reduce((sum, f) => sum + key(f), 0) / Math.max(1, list.length);
  const describe = (list: FramePart[]) => `tick ${mean(list, (f) => f.tick).toFixed(2)} · draw ${mean(list, (f) => f.draw).toFixed(2)} · render ${mean(list, (f) => f.render).toFixed(2)} ms; events ${mean(list, (f) => f.events).toFixed(1)}, cues ${mean(list, (f) => f.cues).toFixed(1)}, texture uploads ${mean(list, texturesIn).toFixed(2)}`;
  console.log(`  drawn frames ${parts.length}: slowest 5 % ${describe(sorted.slice(cut))}`);
  console.log(`                      the rest ${describe(sorted.slice(0, cut))}`);
  const t0 = parts[0]!.at;
  const slowest = sorted.slice(-10).reverse().map((f) => `${((f.at - t0) / 1000).toFixed(1)} s ${total(f).toFixed(1)} (${f.tick.toFixed(1)}/${f.draw.toFixed(1)}/${f.render.toFixed(1)}, ${f.events} ev, ${f.cues} cues, ${texturesIn(f)} tex)`);
  console.log(`  slowest drawn frames (tick/draw/render ms): ${slowest.join('; ')}`);
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** What the page's scene is doing, for a message when a wait gives up. */
async function sceneState(page: Page): Promise<string> {
  const state = await Promise.race([
    page.evaluate(() => {
      const probe = window.__benchProbe;
      const cursor = probe?.cursor;
      return JSON.stringify({
        url: location.pathname + location.search.slice(0, 24),
        visibility: document.visibilityState,
        scene: Boolean(document.querySelector('[data-testid=battle-scene]')),
        frames: probe?.frames ?? 0,
        firstFrameAt: probe?.firstFrameAt ?? 0,
        ticker: probe?.app?.ticker ? { started: probe.app.ticker.started, fps: Math.round(probe.app.ticker.FPS) } : null,
        cursor: cursor ? { time: Math.round(cursor.time), ...(({ duration, playing, ended, waiting, speed, round }) => ({ duration: Math.round(duration), playing, ended, waiting, speed, round }))(cursor.getSnapshot()), complete: cursor.timeline.complete } : null,
      });
    }),
    new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer within 10 s: main thread busy or crashed)'), 10_000)),
  ]);
  return state;
}

/**
 * Waits until `predicate` holds in the page, at most `timeoutMs`; on time-out fails saying what it waited for and
 * the scene's state (the bench once hung here forever: waits used to have no limit).
 */
async function waitFor(page: Page, what: string, predicate: () => boolean, timeoutMs: number): Promise<void> {
  try {
    await page.waitForFunction(predicate, null, { timeout: timeoutMs, polling: 250 });
  } catch (error) {
    throw new Error(`bench:scene: gave up after ${(timeoutMs / 1000).toFixed(0)} s waiting for ${what} (load ${load()}); scene: ${await sceneState(page)}\n${String(error).split('\n')[0]}`);
  }
}

/** Runs a page evaluation with a limit (page.evaluate has none of its own). */
async function evaluateWithin<T>(page: Page, what: string, run: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`bench:scene: gave up after ${timeoutMs / 1000} s waiting for ${what} (load ${load()})`)), timeoutMs);
  });
  try {
    return await Promise.race([run(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits for playback to reach the battle's end, watching that the cursor moves: fails (with the scene's state) when
 * it has not advanced for 30 s, or after 20 minutes. Prints progress every 30 s: on a loaded machine frames get
 * slow, and Pixi's ticker counts at most 100 ms of time per frame, so a 1× run then takes far longer than the
 * battle (at 1 fps, ten times longer). That looked like a hang. Polls from Node, never inside one long evaluate.
 */
async function waitForEnd(page: Page, speed: number): Promise<void> {
  const read = () => evaluateWithin(page, 'the cursor position', () => page.evaluate(() => {
    const probe = window.__benchProbe;
    const cursor = probe.cursor;
    return cursor ? { time: cursor.time, duration: cursor.timeline.duration, ended: cursor.getSnapshot().ended, fps: probe.app?.ticker?.FPS ?? 0 } : null;
  }));
  const started = Date.now();
  let last = -1;
  let movedAt = started;
  let reportedAt = started;
  for (;;) {
    const now = await read();
    if (!now) throw new Error(`bench:scene: the scene unmounted during playback at ${speed}×; scene: ${await sceneState(page)}`);
    if (now.ended) return;
    if (now.time !== last) { last = now.time; movedAt = Date.now(); }
    if (Date.now() - movedAt > 30_000) throw new Error(`bench:scene: playback at ${speed}× stalled at ${Math.round(now.time)} of ${Math.round(now.duration)} ms for 30 s (load ${load()}); scene: ${await sceneState(page)}`);
    if (Date.now() - started > 20 * 60_000) throw new Error(`bench:scene: playback at ${speed}× still at ${Math.round(now.time)} of ${Math.round(now.duration)} ms after 20 min (load ${load()}); scene: ${await sceneState(page)}`);
    if (Date.now() - reportedAt > 30_000) {
      reportedAt = Date.now();
      console.log(`  … ${speed}×: ${(now.time / 1000).toFixed(1)} of ${(now.duration / 1000).toFixed(1)} s of battle after ${((Date.now() - started) / 1000).toFixed(0)} s, ${now.fps.toFixed(0)} fps, load ${load()}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function heap(page: Page): Promise<number> {
  return evaluateWithin(page, 'a forced GC and the heap size', () => page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      window.gc?.();
      await new Promise((r) => setTimeout(r, 50));
    }
    return (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  }));
}

/**
 * A heap snapshot of the page after a forced GC, summed by kind: the app's JavaScript objects (everything V8 holds
 * but compiled code) and V8's compiled code (bytecode, baseline and optimised code, feedback). The code part grows
 * while functions tier up and shrinks when V8 flushes old code, by up to a megabyte between two battles on a loaded
 * machine, which swamps `usedJSHeapSize`; a leak shows in the objects. Written to `--snapshots DIR` when given.
 */
async function heapSnapshot(page: Page, name: string): Promise<{ objects: number; code: number }> {
  await heap(page);
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => { chunks.push(chunk); });
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const text = chunks.join('');
  if (values.snapshots) writeFileSync(`${values.snapshots}/${name}.heapsnapshot`, text);
  const snap = JSON.parse(text) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = snap.snapshot.meta.node_fields;
  const kinds = snap.snapshot.meta.node_types[0];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let objects = 0;
  let code = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const kind = kinds[snap.nodes[i + typeAt]!];
    const size = snap.nodes[i + sizeAt]!;
    // Blink's own C++ objects (DOM, performance entries) and the snapshot's synthetic roots are not the JS heap.
    if (kind === 'code') code += size;
    else if (kind !== 'native' && kind !== 'synthetic') objects += size;
  }
  return { objects, code };
}

/** CPU seconds each Chromium process has used so far, summed by process type (browser, GPU, renderer …). */
async function processCpu(cdp: CDPSession): Promise<Record<string, number>> {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const byType: Record<string, number> = {};
  for (const p of processInfo) byType[p.type] = (byType[p.type] ?? 0) + p.cpuTime;
  return byType;
}

/** In-app navigation (react-router listens to popstate), so the page and its heap survive between battles. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((url) => { history.pushState(null, '', url); dispatchEvent(new PopStateEvent('popstate')); }, to);
}

/** One warm-cache load of /battle: when its first frame came, the app's marks and what it fetched before, in page time. */
interface WarmLoad {
  firstFrame: number;
  marks: { name: string; at: number }[];
  fetches: { file: string; start: number; end: number }[];
}

/**
 * Opens /battle `warmLoads` times on a warm HTTP cache (a full page load each time, as a player reopening a shared
 * link), prints the median time to the first frame with the load, and the median load's waterfall: every file the
 * page fetched before its first frame and the app's `tcg:` performance marks (route chunk evaluated, worker's first
 * round, Pixi ready), so what sits on the critical path is visible, and two robust companions to the noisy timing:
 * the translation round trips one after the other, and whether Pixi started beside the worker or after it.
 */
async function firstFrames(page: Page, url: string): Promise<void> {
  const runs: WarmLoad[] = [];
  for (let i = 0; i < warmLoads; i++) {
    // From a blank page, as a player opening the link in a new tab: not counting the previous battle page's teardown
    // (its WebGL context and worker), which otherwise lands inside the next page's time.
    await page.goto('about:blank');
    await page.goto(url);
    await waitFor(page, 'the first frame (warm cache)', () => (window.__benchProbe.firstFrameAt ?? 0) > 0, 120_000);
    runs.push(await page.evaluate(() => {
      const firstFrame = window.__benchProbe.firstFrameAt!;
      const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('tcg:')).map((m) => ({ name: m.name, at: m.startTime }));
      const fetches = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime < firstFrame)
        .map((r) => ({ file: new URL(r.name).pathname + (new URL(r.name).search ? '?…' : ''), start: r.startTime, end: r.responseEnd }));
      // The page itself: its request, its bytes, and when its HTML was parsed (the splash painted).
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (nav) {
        marks.push({ name: 'page requested', at: nav.requestStart }, { name: 'page answered (first byte)', at: nav.responseStart }, { name: 'page parsed (DOM interactive)', at: nav.domInteractive });
      }
      return { firstFrame, marks, fetches };
    }));
  }
  const sorted = [...runs].sort((a, b) => a.firstFrame - b.firstFrame);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  line(`first frame after opening /battle (warm; median of ${warmLoads}; load ${load()})`, ms(median.firstFrame), median.firstFrame <= 1500, '≤ 1500 ms');
  console.log(`  range ${ms(sorted[0]!.firstFrame)} – ${ms(sorted[sorted.length - 1]!.firstFrame)}`);
  // Robust companions to the noisy time: how many translation round trips followed one another after the route's
  // chunk ran, and whether the canvas (Pixi's start-up) began before the worker's first round or only after it.
  const at = (name: string) => median.marks.find((m) => m.name === name)?.at ?? NaN;
  let waves = 0;
  let waveEnd = -Infinity;
  for (const f of median.fetches.filter((f) => f.file.startsWith('/locales/') && f.start >= at('tcg:battle-route')).sort((x, y) => x.start - y.start)) {
    // A request made because an earlier one answered starts after it, past a render at least; requests made together
    // can still start a few ms apart on a loaded machine, even after a quick answer: 10 ms of slack tells them apart.
    const next = f.start >= waveEnd + 10;
    if (next) waves++;
    waveEnd = next ? f.end : Math.max(waveEnd, f.end);
  }
  const overlap = at('tcg:scene-mounted') < at('tcg:battle-first-round') ? 'before the worker\'s first round (side by side)' : 'after the worker\'s first round (one after the other)';
  console.log(`  critical path: ${waves} translation round trip(s) after the route's chunk; the canvas mounted ${overlap}`);
  const rows = [
    ...median.fetches.map((f) => ({ at: f.start, text: `${ms(f.start).padStart(11)} → ${ms(f.end).padStart(11)}  ${f.file}` })),
    ...median.marks.map((m) => ({ at: m.at, text: `${ms(m.at).padStart(11)}                ${m.name}` })),
    { at: median.firstFrame, text: `${ms(median.firstFrame).padStart(11)}                first frame` },
  ].sort((a, b) => a.at - b.at);
  for (const row of rows) console.log(`  ${row.text}`);
}

async function main(): Promise<void> {
  const bench = await startBenchBrowser('scene', { staticDir: distDir, chromiumArgs: ['--enable-precise-memory-info', '--js-flags=--expose-gc'] });
  const { server, browser } = bench;
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
    await context.addInitScript(countDrawCalls);
    await context.addInitScript(instrument);
    if (values.quality) await context.addInitScript((q) => { window.__tcgSceneProbe!.quality = q as 'low' | 'average' | 'high'; }, values.quality);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const browserCdp = await browser.newBrowserCDPSession();
    page.on('crash', () => console.log('the page crashed (out of memory on a loaded machine?)'));
    console.log(`bench:scene on ${server.url}${benchReplayPath.slice(0, 40)}… (golden "${benchCase.name}", ${benchCase.events} events, ${benchCase.rounds} rounds)\n`);

    console.log(`load average at start: ${load()} (2 cores; figures are comparable only on a quiet machine)\n`);

    // Warm the HTTP cache: open the home page, then /battle by in-app navigation, listing the files the route
    // loads beyond what the home page had (the entry and what the shell loads at start): what `npm run size` counts.
    const requested = new Set<string>();
    const onResponse = (response: { url(): string }) => {
      const file = new URL(response.url()).pathname.slice(1);
      if (file.startsWith('assets/') && /\.(js|css)$/.test(file)) requested.add(file);
    };
    await page.goto(server.url + '/');
    await page.waitForLoadState('networkidle');
    page.on('response', onResponse);
    // Art and sound one battle transfers (encoded bytes on the wire, as a first visit fetches them before the
    // service worker caches them): the atlas, backgrounds, icons and tiles with the route, the sounds after the
    // first gesture unlocks audio (a key press here; the bench's battle keeps playing).
    const media = new Map<string, Promise<number>>();
    const onMedia = (response: Response) => {
      const file = new URL(response.url()).pathname;
      if (/^\/(art|sounds)\//.test(file)) media.set(file, response.request().sizes().then((s) => s.responseBodySize, () => 0));
    };
    page.on('response', onMedia);
    await navigate(page, benchReplayPath);
    await waitFor(page, 'the first frame (cold cache)', () => (window.__benchProbe.firstFrameAt ?? 0) > 0, 120_000);
    await waitFor(page, 'the whole battle from the worker', () => window.__benchProbe.cursor?.timeline.complete === true, 120_000);
    page.off('response', onResponse);
    await page.keyboard.press('Shift');
    // The loop loads at once; the effects at the next sound cue, so the battle plays from its start until the hit
    // effect arrives (the effects load together).
    await page.evaluate(() => { const cursor = window.__benchProbe.cursor!; cursor.seek(0); cursor.setSpeed(4); cursor.play(); });
    await page.waitForResponse((r) => new URL(r.url()).pathname === '/sounds/hit.mp3', { timeout: 30_000 }).catch(() => console.log('the battle\'s sound effects were not fetched within 30 s of the first gesture'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.__benchProbe.cursor!.pause());
    page.off('response', onMedia);
    const mediaSizes = await Promise.all([...media].map(async ([file, size]) => ({ file, size: await size })));
    const artBytes = mediaSizes.filter((m) => m.file.startsWith('/art/')).reduce((sum, m) => sum + m.size, 0);
    const soundBytes = mediaSizes.filter((m) => m.file.startsWith('/sounds/')).reduce((sum, m) => sum + m.size, 0);
    const routeFiles = [...requested].sort();
    const gz = (file: string) => gzipSync(readFileSync(`${distDir}/${file}`), { level: 9 }).length;
    const routeBytes = routeFiles.reduce((sum, file) => sum + gz(file), 0);
    const pixiBrowserBundle = routeFiles.some((file) => /browserAll|WebGPURenderer/.test(file));
    console.log(`opening /battle from the home page loaded ${routeFiles.length} more files: ${(routeBytes / 1024).toFixed(1)} KB gzip (the set npm run size counts)`);
    console.log(`  ${routeFiles.map((file) => file.replace('assets/', '')).join(', ')}`);
    if (pixiBrowserBundle) console.log('  (Pixi\'s browser bundle or WebGPU renderer was loaded: npm run size does not count it)');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    line('art + sound one battle transferred', `${kb(artBytes + soundBytes)}`, artBytes + soundBytes <= 400 * 1024, '≤ 400 KB');
    console.log(`  art ${kb(artBytes)} in ${mediaSizes.filter((m) => m.file.startsWith('/art/')).length} files, sound ${kb(soundBytes)} in ${mediaSizes.filter((m) => m.file.startsWith('/sounds/')).length} files`);
    console.log('');
    await firstFrames(page, server.url + benchReplayPath);

    for (const speed of speeds) {
      await page.goto(server.url + benchReplayPath);
      await waitFor(page, `the whole battle from the worker before the ${speed}× run`, () => window.__benchProbe.cursor?.timeline.complete === true, 120_000);
      // Start the run, wait for the end by polling (a long battle at 1× outlasts one evaluate), then collect.
      const loadBefore = load();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await evaluateWithin(page, `the ${speed}× run to start`, () => page.evaluate(async (s) => {
        const probe = window.__benchProbe;
        const cursor = probe.cursor!;
        cursor.pause();
        cursor.seek(0);
        cursor.setSpeed(s as 0.5 | 1 | 2 | 4);
        await new Promise((r) => setTimeout(r, 300));
        probe.frameTimes = [];
        probe.frameParts = [];
        probe.textureUploads = [];
        probe.glCalls = {};
        (probe as Probe & { run: { t0: number; draws0: number } }).run = { t0: performance.now(), draws0: window.__drawCalls };
      }, speed));
      // The profiler starts, then the page notes its clock: long tasks (page clock) map onto samples (profiler clock).
      // A trace of the run for each frame's main-thread CPU time (devtools.timeline: FireAnimationFrame's thread
      // time); with --trace, every thread's tasks too, to say what each long task held.
      const categories = values.trace ? ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'gpu', 'cc', 'viz', 'benchmark'] : ['devtools.timeline'];
      await browser.startTracing(page, { categories });
      await cdp.send('Profiler.start');
      const cpuBefore = await processCpu(browserCdp);
      const { result: started } = await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true });
      const pageClockAtStart = started.value as number;
      await page.evaluate(() => window.__benchProbe.cursor!.play());
      await waitForEnd(page, speed);
      const cpuAfter = await processCpu(browserCdp);
      const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: CpuProfile };
      const buffer = await browser.stopTracing();
      if (values.trace) writeFileSync(`${values.trace}.${speed}x.json`, buffer);
      const trace = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const cpuTimes = frameCpuTimes(trace).sort((a, b) => a - b);
      const result = await evaluateWithin(page, `the ${speed}× run's figures`, () => page.evaluate(() => {
        const probe = window.__benchProbe as Probe & { run: { t0: number; draws0: number } };
        const t1 = performance.now();
        const times = probe.frameTimes ?? [];
        probe.frameTimes = null;
        const parts = probe.frameParts ?? [];
        probe.frameParts = null;
        const uploads = probe.textureUploads;
        const { t0, draws0 } = probe.run;
        const quality = document.querySelector('[data-testid=battle-scene]')?.getAttribute('data-quality') ?? '?';
        return { quality, times, parts, uploads, draws: window.__drawCalls - draws0, glCalls: probe.glCalls, longTasks: probe.longTasks.filter((t) => t.start >= t0 && t.start <= t1), seconds: (t1 - t0) / 1000 };
      }));
      const sorted = [...result.times].sort((a, b) => a - b);
      console.log(`\n${speed}×: ${result.times.length} frames in ${result.seconds.toFixed(1)} s (${(result.times.length / result.seconds).toFixed(0)} fps), scene quality "${result.quality}", load ${loadBefore} → ${load()}`);
      // What the page costs the machine, per process: on software GL the GPU process rasterises on the same two cores.
      const cpuShare = Object.keys(cpuAfter).filter((type) => (cpuAfter[type] ?? 0) - (cpuBefore[type] ?? 0) > 0.05)
        .map((type) => `${type} ${((((cpuAfter[type] ?? 0) - (cpuBefore[type] ?? 0)) / result.seconds) * 100).toFixed(0)} %`).join(', ');
      console.log(`  Chromium CPU during playback (of one core): ${cpuShare}`);
      line(`JS per frame p50 at ${speed}×`, ms(pct(sorted, 0.5)), true, '—');
      line(`JS per frame p95 at ${speed}×`, ms(pct(sorted, 0.95)), pct(sorted, 0.95) <= 4, '≤ 4 ms');
      line(`JS per frame max at ${speed}×`, ms(sorted[sorted.length - 1] ?? NaN), true, '—');
      // The same frames in main-thread CPU time (the trace's thread time): what the page's own work costs, without
      // the time it waited for a core, which dominates the wall-clock figures above on a loaded machine.
      const cpu = (p: number) => ms(pct(cpuTimes, p));
      line(`JS per frame CPU time p50 / p95 / max at ${speed}×`, `${cpu(0.5)} / ${cpu(0.95)} / ${ms(cpuTimes[cpuTimes.length - 1] ?? NaN)}`, pct(cpuTimes, 0.95) <= 4, '≤ 4 ms (p95)');
      console.log(`  (${cpuTimes.length} animation frames in the trace; wall-clock figures above, thread CPU time here)`);
      printSlowFrames(result.parts, result.uploads);
      const longest = result.longTasks.reduce((max, t) => Math.max(max, t.duration), 0);
      line(`long tasks > 50 ms during playback at ${speed}×`, result.longTasks.length === 0 ? '0' : `${result.longTasks.length} (max ${longest.toFixed(0)} ms)`, result.longTasks.length === 0, '0');
      // `npm run bench:batches` lists what each draw call of a frame holds (and what split the batches).
      line(`WebGL draw calls per frame at ${speed}×`, (result.draws / Math.max(1, result.times.length)).toFixed(1), true, '—');
      const frames = Math.max(1, result.times.length);
      const gl = Object.entries(result.glCalls).sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => `${name} ${(n / frames).toFixed(2)}`).join(', ');
      console.log(`  WebGL calls per frame that wait on or copy to the GPU process: ${gl || 'none'}`);
      // The robust figure on a shared machine: CPU time the page's main thread spent per frame, from the profile.
      const whole = summariseProfile(profile);
      line(`main-thread JS self time per frame at ${speed}× (profile)`, ms(whole.jsMs / frames), true, '—');
      console.log(`  per frame: GC ${ms(whole.gcMs / frames)}, native "(program)" ${ms(whole.programMs / frames)}, idle ${ms(whole.idleMs / frames)}`);
      console.log(`  self time by function (ms per frame):`);
      for (const f of whole.bySelf.slice(0, topCount)) console.log(`    ${(f.ms / frames).toFixed(3).padStart(7)}  ${f.name}`);
      console.log(`  inclusive time by function (ms per frame):`);
      for (const f of whole.byTotal.slice(0, topCount)) console.log(`    ${(f.ms / frames).toFixed(3).padStart(7)}  ${f.name}`);
      // Each long task: what ran inside it (page clock → profiler clock through the start mark).
      for (const task of result.longTasks) {
        const from = profile.startTime + (task.start - pageClockAtStart) * 1000;
        const inside = summariseProfile(profile, from, from + task.duration * 1000);
        console.log(`  long task at ${((task.start - pageClockAtStart) / 1000).toFixed(1)} s, ${task.duration.toFixed(0)} ms: JS ${inside.jsMs.toFixed(0)}, GC ${inside.gcMs.toFixed(0)}, program ${inside.programMs.toFixed(0)} ms; inclusive: ${inside.byTotal.slice(0, 6).map((f) => `${f.name} ${f.ms.toFixed(0)}`).join('; ')}`);
        for (const e of eventsInWindow(trace, from, from + task.duration * 1000).slice(0, 16)) {
          const cpu = e.cpuMs === undefined ? '' : ` [CPU ${e.cpuMs.toFixed(1)} ms]`;
          console.log(`    trace: ${e.ms.toFixed(1).padStart(6)} ms  ${e.thread.padEnd(18)} ${e.name}${e.postedFrom ? ` (posted from ${e.postedFrom})` : ''}${cpu}`);
        }
      }
      // The trace's own view of the main thread: each task of 50 ms or more, its CPU time (the rest of its wall time the
      // thread waited: for a core on a loaded machine, or on the GPU process) and what ran inside it, nested.
      for (const task of traceLongTasks(trace)) {
        const cpu = task.cpuMs === undefined ? '' : `, CPU ${task.cpuMs.toFixed(1)} ms`;
        console.log(`  main-thread task in the trace at ${((task.ts - profile.startTime) / 1e6).toFixed(1)} s: ${task.wallMs.toFixed(0)} ms wall${cpu}`);
        for (const part of task.parts.slice(0, 24)) {
          const partCpu = part.cpuMs === undefined ? '' : ` [CPU ${part.cpuMs.toFixed(1)}]`;
          console.log(`    +${part.startMs.toFixed(1).padStart(6)} ms ${part.ms.toFixed(1).padStart(6)} ms ${'  '.repeat(part.depth)}${part.name}${part.detail ? ` (${part.detail})` : ''}${partCpu}`);
        }
      }
    }

    // `--cycles 0` skips the heap run (e.g. to time only the first frame).
    if (cycles > 0) {
      // Heap: mount and unmount battles by in-app navigation; compare after the first and after the last.
      console.log('');
      await page.goto(server.url + '/');
      await page.waitForLoadState('networkidle');
      let cycleNumber = 0;
      // Per battle: time from the in-app navigation to its first frame, and which Pixi application drew it (the
      // page keeps one for all battles: a second one would mean a renderer made, and its shaders compiled, again).
      const openings: number[] = [];
      await page.evaluate(() => { (window as unknown as { __benchApps: Set<unknown> }).__benchApps = new Set(); });
      const cycle = async () => {
        cycleNumber++;
        await page.evaluate(() => { window.__benchProbe.firstFrameAt = 0; (window as unknown as { __benchOpenedAt: number }).__benchOpenedAt = performance.now(); });
        await navigate(page, benchReplayPath);
        await waitFor(page, `battle ${cycleNumber}'s first frame and whole battle`, () => (window.__benchProbe.firstFrameAt ?? 0) > 0 && window.__benchProbe.cursor?.timeline.complete === true, 120_000);
        openings.push(await page.evaluate(() => {
          const w = window as unknown as { __benchApps: Set<unknown>; __benchOpenedAt: number };
          w.__benchApps.add(window.__benchProbe.app);
          return window.__benchProbe.firstFrameAt! - w.__benchOpenedAt;
        }));
        await page.evaluate(() => window.__benchProbe.cursor!.setSpeed(4));
        // Let it play a while (a fixed time is fine here: this is a benchmark, not a test).
        await page.waitForTimeout(1500);
        await navigate(page, '/');
        await waitFor(page, `battle ${cycleNumber}'s scene to unmount`, () => !document.querySelector('[data-testid=battle-scene]'), 30_000);
      };
      await cycle();
      const base = await heap(page);
      const baseSnapshot = await heapSnapshot(page, 'battle-1');
      // Also from battle 5: the first battles grow V8's compiled code (functions tiering up), which a heap snapshot
      // shows as most of the early growth while the app's own objects stay flat.
      let warm = base;
      for (let i = 1; i < cycles; i++) {
        await cycle();
        if (i === 4) warm = await heap(page);
      }
      const after = await heap(page);
      const afterSnapshot = await heapSnapshot(page, `battle-${cycles}`);
      if (cycles > 5) line(`heap growth from battle 5 to ${cycles}`, `${(((after - warm) / warm) * 100).toFixed(1)} %`, after - warm <= warm * 0.1, '—');
      const growth = (after - base) / base;
      line(`JS heap after 1 battle`, `${(base / 1048576).toFixed(1)} MB`, true, '—');
      line(`JS heap after ${cycles} battles mounted/unmounted`, `${(after / 1048576).toFixed(1)} MB`, growth <= 0.1, '≤ +10 %');
      line(`heap growth (load ${load()})`, `${(growth * 100).toFixed(1)} %`, growth <= 0.1, '≤ 10 %');
      const mb = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MB`;
      const objectGrowth = (afterSnapshot.objects - baseSnapshot.objects) / baseSnapshot.objects;
      line(`JS objects (heap snapshot, compiled code apart) after 1 → ${cycles} battles`, `${mb(baseSnapshot.objects)} → ${mb(afterSnapshot.objects)}`, objectGrowth <= 0.1, '—');
      line(`JS object growth over ${cycles} battles`, `${(objectGrowth * 100).toFixed(1)} %`, objectGrowth <= 0.1, '≤ 10 %');
      console.log(`  V8's compiled code: ${mb(baseSnapshot.code)} → ${mb(afterSnapshot.code)} (functions tiering up; V8 flushes old code on its own)`);
      const later = openings.slice(1).sort((a, b) => a - b);
      line(`first frame of battle 1 after in-app navigation`, ms(openings[0] ?? NaN), true, '—');
      line(`first frame of battles 2–${cycles} (median)`, `${ms(pct(later, 0.5))}`, true, '—');
      if (later.length > 0) console.log(`  range ${ms(later[0]!)} – ${ms(later[later.length - 1]!)}`);
      const apps = await page.evaluate(() => (window as unknown as { __benchApps: Set<unknown> }).__benchApps.size);
      line(`Pixi applications that drew the ${cycles} battles`, String(apps), apps === 1, '1 (one renderer for the page)');
    }
  } finally {
    await bench.close();
  }
}

await main();
