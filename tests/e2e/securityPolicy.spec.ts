import { expect, test, type Page } from '@playwright/test';
import { mockTelegram } from './support/telegramMock';
import { lookShot } from './support/lookShot';

// The page runs under a strict Content-Security-Policy. The app, the Telegram shell, the
// account screens and what the battle scene needs (WebGL, blob: workers, data:/blob: images) work under it; an
// injected inline script does not run. Framing: framing.spec.ts.

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the app renders every screen of the route tour under the CSP without a violation', async ({ page }, testInfo) => {
  await watchViolations(page);
  const response = await page.goto('/main');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  for (const path of ['/', '/email-register', '/email-login', '/new-player']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await lookShot(page, testInfo.outputPath('csp-last-screen.png'));
  expect(await violations(page)).toEqual([]);
});

test('inside the mocked Telegram shell the app works under the CSP', async ({ page }) => {
  await watchViolations(page);
  await page.goto(await mockTelegram(page, '/main', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('an injected inline script and inline event handler are refused', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script ran"';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__injected = "handler ran"');
    img.src = 'data:,not-an-image';
    document.body.append(img);
  });
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect((await violations(page)).every((v) => v.startsWith('script-src'))).toBe(true);
});

test('what the battle scene needs is allowed: WebGL, a blob: worker, data: and blob: images', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  const result = await page.evaluate(async () => {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    const worker = new Worker(URL.createObjectURL(new Blob(['postMessage(6 * 7)'], { type: 'text/javascript' })));
    const answer = await new Promise<number>((resolve) => (worker.onmessage = (e: MessageEvent<number>) => resolve(e.data)));
    worker.terminate();
    const load = (src: string) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = src;
      });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>';
    const dataImage = await load(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    const blobImage = await load(URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
    const sameOrigin = await load('/icon.svg');
    return { webgl: gl !== null, answer, dataImage, blobImage, sameOrigin };
  });
  expect(result).toEqual({ webgl: true, answer: 42, dataImage: true, blobImage: true, sameOrigin: true });
  expect(await violations(page)).toEqual([]);
});
