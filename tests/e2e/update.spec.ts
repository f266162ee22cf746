import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { lookShot } from './support/lookShot';

// Serve build v1, load it, deploy build v2 into the same static dir (the server reads files per request):
// the prompt appears, and Update reloads exactly once into v2. Own server, port, data and static dirs.
// v1 is the suite's own production build (dist, made before the browser tests run); only v2 is built here.
const root = path.resolve('.tmp', `update-e2e-${process.pid}`);
const staticDir = path.join(root, 'static');
const builds = { v1: path.resolve('dist'), v2: path.join(root, 'v2') };
const buildIds = { v2: `e2e-v2-${process.pid}` };
let server: OwnServer;

function build(outDir: string, buildId: string): void {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_BUILD_ID: buildId },
    stdio: 'inherit',
  });
}

async function deploy(from: string): Promise<void> {
  await mkdir(staticDir, { recursive: true });
  for (const entry of await readdir(staticDir)) await rm(path.join(staticDir, entry), { recursive: true, force: true });
  await cp(from, staticDir, { recursive: true });
}

test.describe('update flow', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ serviceWorkers: 'allow' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await rm(root, { recursive: true, force: true });
    build(builds.v2, buildIds.v2);
    await deploy(builds.v1);
    server = await startOwnServer({ port: E2E_PORT + 1, staticDir, dataDir: path.join(root, 'data') });
  });

  test.afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  /** Loads v1 and waits until its worker controls the page (a reload after the first install puts it in control). */
  async function openV1UnderItsWorker(page: Page): Promise<void> {
    await deploy(builds.v1);
    await page.goto(`${server.url}/main`);
    const v1 = page.locator('[data-build-id]');
    await expect(v1).toBeVisible();
    expect(await v1.getAttribute('data-build-id')).not.toBe(buildIds.v2);
    // The worker is registered from the site root; once active, a reload puts the page under its control.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${server.url}/sw.js`);
    await expect(page.getByText('New version available. Update now?')).toHaveCount(0);
  }

  /**
   * Asks for an update (what the app does on its own every 30 minutes and whenever the tab becomes visible again),
   * accepts the prompt, and expects exactly one reload into v2 with the "Updating..." overlay seen on the way.
   */
  async function updateToV2(page: Page, testInfo: TestInfo): Promise<void> {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByRole('alertdialog', { name: 'New version available. Update now?' })).toBeVisible();
    await lookShot(page, testInfo.outputPath('update-prompt.png'));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    // The overlay lives only until the reload: an observer notes in sessionStorage (survives the reload) that it showed.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.body.innerText.includes('Updating...')) sessionStorage.setItem('sawUpdatingOverlay', '1');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // What the page did after Update, attached to the report: a failure here says which way it went (no reload, a
    // reload the old worker answered, or a slow new page).
    const started = Date.now();
    const timeline: string[] = [];
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    page.on('console', (message) => { if (message.type() !== 'debug') timeline.push(`${at()} console ${message.type()}: ${message.text()}`); });
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) timeline.push(`${at()} navigation answered ${response.status()}${response.fromServiceWorker() ? ' by the service worker' : ' by the network'}`);
    });
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) timeline.push(`${at()} navigated`); });
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    try {
      await expect(page.locator(`[data-build-id="${buildIds.v2}"]`)).toBeVisible();
    } finally {
      const state = await page.evaluate(async () => ({
        buildIds: [...document.querySelectorAll('[data-build-id]')].map((node) => node.getAttribute('data-build-id')),
        controller: navigator.serviceWorker.controller?.scriptURL ?? null,
        registrations: (await navigator.serviceWorker.getRegistrations()).map((r) => ({ active: r.active?.state, waiting: r.waiting?.state, installing: r.installing?.state })),
      })).catch((error: unknown) => String(error));
      timeline.push(`${at()} page: ${JSON.stringify(state)}`);
      // A file too (a series keeps a failed run's output folder); the terminal report prints it on a failure.
      const file = testInfo.outputPath('update-timeline.txt');
      await writeFile(file, `${timeline.join('\n')}\n`);
      await testInfo.attach('update-timeline', { path: file, contentType: 'text/plain' });
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    // The v1 page that could reload is gone once v2 has committed: one navigation, then none.
    expect(navigations).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('sawUpdatingOverlay'))).toBe('1');
    await expect(page.getByText('New version available. Update now?')).toHaveCount(0);
  }

  test('a new version prompts, and Update reloads exactly once into it', async ({ page }, testInfo) => {
    await openV1UnderItsWorker(page);
    await deploy(builds.v2);
    await updateToV2(page, testInfo);
  });

  test('the worker is one file: an update check during a deploy cannot install half of it', async ({ request }) => {
    const sw = await (await request.get(`${server.url}/sw.js`)).text();
    expect(sw).toContain('SKIP_WAITING');
    expect(sw).not.toContain('importScripts');
  });

  test('wallet chunks are kept out of the precache', async ({ request }) => {
    const sw = await (await request.get(`${server.url}/sw.js`)).text();
    expect(sw).toContain('index.html');
    const precached = new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]));
    // Found by what they hold, not by name: TON Connect UI's modal root, web3-onboard's element, viem's and wagmi's version tags.
    const assets = path.join(staticDir, 'assets');
    const walletChunks: Record<string, string[]> = { 'tc-widget-root': [], 'onboard-v2': [], 'viem@': [], '@wagmi/core@': [] };
    for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
      const text = await readFile(path.join(assets, file), 'utf8');
      for (const marker of Object.keys(walletChunks)) if (text.includes(marker)) walletChunks[marker]?.push(`assets/${file}`);
    }
    for (const [marker, files] of Object.entries(walletChunks)) {
      expect(files, `a chunk holding ${marker}`).not.toEqual([]);
      for (const file of files) expect(precached.has(file), `${file} (${marker}) precached`).toBe(false);
    }
  });

  test('the precache holds the first screens only: no translations, no other screen\'s chunk', async ({ request }) => {
    const sw = await (await request.get(`${server.url}/sw.js`)).text();
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toContain('index.html');
    expect(precached.some((url) => /^assets\/index-.*\.js$/.test(url ?? ''))).toBe(true);
    expect(precached.filter((url) => url?.startsWith('locales/'))).toEqual([]);
    expect(precached.filter((url) => /Screen-/.test(url ?? ''))).toEqual([]);
    // The entry's own chunks (the lobby's small icons under icons/game are first-screen files too, and not counted).
    expect(precached.filter((url) => url?.startsWith('assets/')).length).toBeLessThan(30);
  });

  test('a waiting version that never takes control still ends in the new version by itself, not a stuck overlay', async ({ page }, testInfo) => {
    await openV1UnderItsWorker(page);
    // v2 whose worker cannot act on the skip-waiting message: the shape of a worker installed from a half-deployed
    // folder (it installs and waits, but has no handlers). Update must not wait on it for ever. The folder is made
    // before it is deployed: deploying v2 and then overwriting its sw.js left v2's real worker there for a moment,
    // and Chromium's own update check could install it (then Update works the normal way and v2's real worker
    // controls the page: what failed once under the hog).
    const withoutHandlers = path.join(root, 'v2-without-handlers');
    await rm(withoutHandlers, { recursive: true, force: true });
    await cp(builds.v2, withoutHandlers, { recursive: true });
    await writeFile(path.join(withoutHandlers, 'sw.js'), '// a worker without handlers\n');
    await deploy(withoutHandlers);
    await updateToV2(page, testInfo);
    // It got there without the old worker: the reload was not served by it.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBeNull();
  });

  test('a screen whose file a deploy removed brings the update prompt at once, and its "Refresh page" opens that screen in the new version', async ({ page }, testInfo) => {
    await openV1UnderItsWorker(page);
    await deploy(builds.v2);
    // A screen the page has not loaded yet: its chunk is v1's, which the deploy took off the server. Nothing asks
    // for an update here (the page's own check runs every 30 minutes): the failed load must.
    await page.locator('.game-tab[data-tab="more"]').click();
    await expect(page.getByRole('alertdialog', { name: 'New version available. Update now?' })).toBeVisible();
    // The missing file is not an unhandled error: no screen covers the game and its prompt; the screen that needed it
    // says so in words.
    await expect(page.getByText('An unhandled error occurred')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'This screen could not load.' })).toBeVisible();
    await lookShot(page, testInfo.outputPath('stale-screen-prompt.png'));
    // The screen's own way out takes the waiting version too (Update, the prompt's, is the tests above): a plain reload
    // would be served v1 again by its worker, and the same missing file.
    await page.getByRole('alert').filter({ hasText: 'This screen could not load.' }).getByRole('button', { name: 'Refresh page' }).click();
    await expect(page.locator(`[data-build-id="${buildIds.v2}"]`)).toBeVisible();
    await expect(page).toHaveURL(/\/more$/);
    await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
  });
});
