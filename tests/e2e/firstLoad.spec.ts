import { expect, test, type Page, type Request } from '@playwright/test';

// The first load of / and /main. The splash paints from the page alone; the app is one chunk (plus the
// bundler's runtime) fetched in parallel with the page's tiny entry; the first screen's translation files and the
// session check are requested once each, by the page itself, not after the scripts have run.

/** Requests the page makes from now on, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

test('with the app held back, the page alone paints the splash: the brand and a spinner, no screen yet', async ({ page }) => {
  await page.route(/\/assets\/app-[\w-]+\.js$/, () => undefined);
  await page.goto('/main', { waitUntil: 'commit' });
  await expect(page.locator('#root .splash img')).toBeVisible();
  await expect(page.locator('#root .splash .spinner')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'TCG' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

for (const { path, ready } of [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'TCG' }) },
  { path: '/main', ready: (page: Page) => page.locator('.player-header[data-state="signed-out"]') },
]) {
  test(`a signed-out first load of ${path} takes three scripts and asks for each start-up file once`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const firstScreen = requests.slice();

    // The service worker's client loads once the page has loaded, not for the first screen.
    const scripts = firstScreen.filter((r) => r.resourceType() === 'script' && !/workbox-window|startServiceWorker/.test(r.url())).map(pathOf);
    expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(3);
    expect(scripts.some((script) => /^\/assets\/index-[\w-]+\.js$/.test(script)), scripts.join(', ')).toBe(true);
    expect(scripts.some((script) => /^\/assets\/app-[\w-]+\.js$/.test(script)), scripts.join(', ')).toBe(true);

    // Each start-up request once: the page's own request is the one the app uses (no second fetch, no revalidation).
    for (const url of ['/locales/en/ui.json', '/locales/en/homepage.json', '/api/account/session']) {
      expect(firstScreen.filter((r) => pathOf(r) === url), url).toHaveLength(1);
    }
    // Nothing else from the API: the contracts and the API client are not part of a signed-out first screen.
    expect(firstScreen.filter((r) => pathOf(r).startsWith('/api/')).map(pathOf)).toEqual(['/api/account/session']);
  });
}
