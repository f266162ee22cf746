import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';

/** After this long without a painted frame the wait notes what the page and its browser were doing (it still waits). */
const STALL_NOTE_MS = 60_000;
/** Each probe of a stalled page gets this long: a page whose main thread is stuck answers none of them. */
const PROBE_MS = 5_000;

/** `work`'s value, or `timedOut` if it has not settled within `ms` (its rejection, if any, as a message). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => { timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms); });
  try {
    return await Promise.race([work.catch((error: unknown) => `failed: ${String(error)}`), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A Chromium process's scheduler state and kernel wait channel, read from /proc (R running, S sleeping, D disk, T stopped). */
async function processState(pid: number): Promise<string> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const wchan = await readFile(`/proc/${pid}/wchan`, 'utf8').catch(() => '?');
    return `${fields[0]} (wchan ${wchan}, utime ${fields[11]}, stime ${fields[12]} ticks)`;
  } catch {
    return 'gone';
  }
}

/** What a page that paints no frame is doing: its document, whether timers and frames run, and its browser's processes. */
async function stallReport(page: Page): Promise<Record<string, unknown>> {
  const documentState = await within(page.evaluate(() => ({
    visibility: document.visibilityState,
    focused: document.hasFocus(),
    fonts: document.fonts.status,
    fontsLoading: [...document.fonts].filter((face) => face.status === 'loading').map((face) => face.family),
    canvases: document.querySelectorAll('canvas').length,
    url: location.href,
  })), PROBE_MS);
  const timerRuns = await within(page.evaluate(() => new Promise<boolean>((done) => setTimeout(() => done(true), 50))), PROBE_MS);
  const frameRuns = await within(page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => done(true)))), PROBE_MS);
  const processes = await within((async () => {
    const browser = page.context().browser();
    if (!browser) return 'no browser';
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    await cdp.detach();
    return Promise.all(processInfo.map(async (info) => ({ type: info.type, pid: info.id, cpuSeconds: info.cpuTime, state: await processState(info.id) })));
  })(), PROBE_MS);
  return { documentState, timerRuns, frameRuns, processes };
}

/**
 * Waits until the page's fonts have loaded and two frames have been painted since, the state a layout check needs.
 * If that takes longer than {@link STALL_NOTE_MS}, attaches (and prints) what the page and its Chromium processes were
 * doing, once, and goes on waiting: the test's own timeout decides. (Session 16's series saw one page paint no frame
 * for 15 minutes while its DOM still answered; this is what the next one will tell.)
 */
export async function paintedFrames(page: Page, testInfo: TestInfo): Promise<void> {
  const painted = page.evaluate(() => document.fonts.ready.then(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))));
  if ((await within(painted.then(() => 'painted'), STALL_NOTE_MS)) === 'painted') return;
  const report = JSON.stringify(await stallReport(page), null, 2);
  console.error(`no frame painted for ${STALL_NOTE_MS / 1000} s on ${page.url()}:\n${report}`);
  await testInfo.attach('frame-stall', { body: report, contentType: 'application/json' });
  await painted;
}
