import { expect, test } from '@playwright/test';
import { TEST_CHROMIUM_ARGS } from '../../playwright.config';
import { lookShot } from './support/lookShot';

// The game runs framed inside Telegram's web clients, and no other site may frame it
// (CSP frame-ancestors).

// The framing pages are served by route() under their real https origins, and the game from localhost: Chromium's
// Local Network Access check (a public page loading a local one) is switched off for this, as it never applies
// to the deployed game on its public host.
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...TEST_CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] } });

test('the Telegram web client may frame the game; another site may not', async ({ page, baseURL }, testInfo) => {
  const frameHost = (url: string) =>
    page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe id="game" src="${baseURL}/main" width="390" height="700"></iframe>` }));
  await frameHost('https://web.telegram.org/k/');
  await frameHost('https://evil.example/');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });

  await page.goto('https://web.telegram.org/k/');
  await expect(page.frameLocator('#game').getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await lookShot(page, testInfo.outputPath('framed-by-telegram.png'));
  expect(refused).toEqual([]);

  await page.goto('https://evil.example/');
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(page.frameLocator('#game').getByRole('heading', { level: 1, name: 'Main' })).toHaveCount(0);
});
