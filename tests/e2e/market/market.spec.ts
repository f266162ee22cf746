import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Every wait is on state; the bound is a backstop for a machine at load 20+, where one write has taken over 10 s.
const expect = baseExpect.configure({ timeout: 45_000 });

// Buyer B browses from a phone: its sign-in evidence (network + browser family/OS) differs from seller A's,
// so their trade counts in price history and the chart has a point (same-evidence trades are left out).
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The game coin the market screen's balance pill shows. */
async function coinBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('market-balance').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('A lists a spare card, B finds it with filters and buys it, A sees the sale; the price chart renders', async ({ page, browser, baseURL }, testInfo) => {
  // Two guests start, trade and look at the result: generous for a loaded machine, every wait is on state.
  test.setTimeout(360_000);
  const shot = (p: Page, name: string) => lookShot(p, testInfo.outputPath(name), { fullPage: true });

  // A: sell a spare Iron Recruit. The price is bounded by the rarity floor; fee, net and end are shown first.
  await startGuest(page);
  // From the card's detail sheet in the collection, "Sell on the market" opens the sell form for that copy.
  await page.goto('/my-card-list');
  await page.locator('.card-grid [data-card-id=iron_recruit]').click();
  const cardSheet = page.getByRole('dialog', { name: 'Iron Recruit' });
  // The phone's bottom sheet slides up: let it settle, or a loaded machine's click can land where the link was.
  await cardSheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await cardSheet.getByRole('link', { name: 'Sell on the market' }).click();
  await expect(page).toHaveURL(/\/online-card-market\?tab=sell&copy=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card market' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Iron Recruit' })).toBeVisible();
  const sellerStart = await coinBalance(page);
  // The picker inside the market lists every copy (spares first); pick a free Iron Recruit again.
  await page.getByRole('button', { name: 'Pick another card' }).click();
  await expect(page.locator('.sell-list li[data-card-id=iron_recruit]')).toHaveCount(2);
  await shot(page, '0-sell-picker-phone-en.png');
  await page.locator('.sell-list li[data-card-id=iron_recruit] button:enabled').first().click();
  const price = page.getByLabel('Price in game coin');
  await expect(price).toHaveValue('50');
  await price.fill('20');
  await expect(page.getByRole('button', { name: /^List for/ })).toBeDisabled();
  await expect(page.getByText('This rarity sells for 50 to 10,000,000 game coin.')).toBeVisible();
  await price.fill('140');
  await expect(page.getByTestId('sell-preview')).toContainText('Market fee (5%, burned)');
  await expect(page.getByTestId('sell-net')).toHaveText(/133/);
  await shot(page, '1-sell-phone-en.png');
  await page.getByRole('button', { name: 'List for 140' }).click();
  await expect(page.getByRole('status')).toContainText('Iron Recruit is on the market for');
  await expect(page.getByRole('button', { name: 'See my listings' })).toBeVisible();
  // A's own listing shows in the market, marked as theirs.
  await page.getByRole('tab', { name: 'Buy' }).click();
  await expect(page.locator('.listing-tile.mine')).toContainText('yours');
  await shot(page, '1b-browse-phone-en.png');
  await page.getByRole('tab', { name: 'My listings' }).click();
  const mine = page.getByTestId('my-listings').locator('li');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toHaveAttribute('data-status', 'active');
  const listingId = await mine.first().getAttribute('data-listing-id');
  expect(listingId).toBeTruthy();

  // B: another guest on another device filters, finds the listing, sees balance before and after, buys.
  const buyerContext = await browser.newContext({ baseURL, userAgent: ANDROID_UA, viewport: { width: 1280, height: 900 } });
  const buyer = await buyerContext.newPage();
  await startGuest(buyer);
  await buyer.goto('/online-card-market');
  await buyer.getByLabel('Rarity').selectOption('common');
  await buyer.getByLabel('Highest price').fill('140');
  const tile = buyer.locator(`[data-listing-id="${listingId}"]`);
  await expect(tile).toBeVisible();
  await expect(tile.locator('.listing-price')).toContainText('140');
  await shot(buyer, '2-browse-desktop-en.png');
  await tile.locator('.card-face').click();
  const sheet = buyer.getByRole('dialog', { name: 'Iron Recruit' });
  await expect(sheet.getByTestId('buy-preview')).toHaveText('You have 1,000 game coin; after buying: 860.');
  await expect(sheet.getByTestId('price-floor')).toContainText('140');
  await sheet.getByRole('button', { name: 'Buy for 140' }).click();
  await sheet.getByRole('button', { name: 'Pay 140 game coin' }).click();
  await expect(sheet.getByRole('status')).toHaveText(/Iron Recruit \(Lv 1\) joined your collection!/);
  await expect(buyer.getByTestId('market-balance')).toContainText('860');
  // The sale is in price history now: median, last sale and a drawn chart (canvas with pixels, not a blank box).
  await expect(sheet.getByTestId('price-median')).toContainText('140');
  await expect(sheet.getByTestId('price-last')).toContainText('140');
  const chart = sheet.getByTestId('price-chart').locator('canvas');
  await expect(chart).toBeVisible();
  await expect.poll(() => chart.evaluate((c) => (c as HTMLCanvasElement).width > 0 && (c as HTMLCanvasElement).toDataURL().length > 2_000)).toBe(true);
  await shot(buyer, '3-bought-chart-desktop-en.png');
  // The card arrived in B's collection (a starter pair plus the bought copy).
  await sheet.getByRole('link', { name: 'Open my cards' }).click();
  await expect(buyer.locator('[data-card-id=iron_recruit] .card-copies')).toHaveText('×3');
  await buyerContext.close();

  // A: the listing is sold, the history says what A received, the balance grew by price − fee.
  await page.reload();
  await expect(mine.first()).toHaveAttribute('data-status', 'sold');
  await expect(mine.first()).toContainText('+133');
  expect(await coinBalance(page)).toBe(sellerStart + 133);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('market-history').locator('li[data-role=sold]')).toContainText('+133');
  await shot(page, '4-history-phone-en.png');

  // In Russian (chosen in /setting) the screen is fully translated: my listings, the sell form, an empty market.
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await page.goto('/online-card-market?tab=mine');
  await expect(page.getByRole('heading', { level: 1, name: 'Рынок карт' })).toBeVisible();
  await expect(mine.first()).toContainText('Продан');
  await shot(page, '5-mine-phone-ru.png');
  await page.getByRole('tab', { name: 'Продать' }).click();
  await page.locator('.sell-list li button:enabled').first().click();
  await expect(page.getByTestId('sell-preview')).toContainText('Комиссия рынка (5%, сжигается)');
  await shot(page, '6-sell-phone-ru.png');
  await page.getByRole('tab', { name: 'Купить' }).click();
  await expect(page.getByText('Подходящих лотов нет.', { exact: false })).toBeVisible();
  await shot(page, '7-browse-empty-phone-ru.png');
});
