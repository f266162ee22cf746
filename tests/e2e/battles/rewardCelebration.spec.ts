import { expect, test, type Page } from '@playwright/test';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// A campaign fight or two on SwiftShader beside other work: room for a loaded machine (tests wait on state).
test.setTimeout(240_000);

/** Records, from the first paint on, every value the celebration shows: stars lit, reward and balance numbers, flying chips. */
async function recordCelebration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __celebration: { popped: number[]; values: Record<string, number[]>; flights: number } };
    w.__celebration = { popped: [], values: {}, flights: 0 };
    const seen = (element: Element) => {
      // Only the battle result's (the lobby and the launch show stars and rewards too).
      if (!element.closest('.server-result')) return;
      if (element.matches('.star-row')) w.__celebration.popped.push(Number(element.getAttribute('data-popped')));
      const currency = element.closest('[data-currency]')?.getAttribute('data-currency');
      if (currency && element.hasAttribute('data-value')) {
        const key = `${element.classList.contains('reward-amount') ? 'reward' : 'balance'}:${currency}`;
        (w.__celebration.values[key] ??= []).push(Number(element.getAttribute('data-value')));
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') seen(record.target as Element);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.reward-fly')) w.__celebration.flights++;
          for (const element of [node, ...node.querySelectorAll('.star-row, [data-value]')]) seen(element);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-popped', 'data-value'] });
  });
}

const celebration = (page: Page) =>
  page.evaluate(() => (window as unknown as { __celebration: { popped: number[]; values: Record<string, number[]>; flights: number } }).__celebration);

/** Fights campaign stage 1-1 until it is won; the page is left on the won battle's ended result. */
async function winFirstStage(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.goto('/activity-levels');
    await expect(page.getByTestId('fight')).toBeEnabled();
    // Only this fight's result counts.
    await page.evaluate(() => Object.assign((window as unknown as { __celebration: object }).__celebration, { popped: [], values: {}, flights: 0 }));
    await page.getByTestId('fight').click();
    await expect(page).toHaveURL(/\/battle\?id=[0-9a-f-]{36}$/);
    await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-control="skip"]').click();
    await expect(page.getByTestId('server-result')).toBeVisible();
    if ((await page.getByTestId('server-result').getAttribute('data-result')) === 'win') return;
  }
  throw new Error('stage 1-1 was not won in 5 tries');
}

async function balancesNow(page: Page): Promise<Record<string, number>> {
  const answer = await page.request.get('/api/account/session');
  return ((await answer.json()) as { me: { balances: Record<string, number> } }).me.balances;
}

test('a won battle: the Victory banner, stars pop one by one, rewards count up and fly into the balances, which count on; reduced motion shows the end at once', async ({ page }) => {
  await recordCelebration(page);
  await startGuest(page);
  await winFirstStage(page);
  await expect(page.getByTestId('result-banner')).toHaveAttribute('data-verdict', 'victory');
  const result = page.getByTestId('server-result');
  await expect(result).toHaveAttribute('data-celebration', 'done', { timeout: 30_000 });

  const stars = Number(await page.locator('.server-result .star-row').getAttribute('data-stars'));
  expect(stars).toBeGreaterThan(0);
  const seen = await celebration(page);
  // One by one: 0, then 1, 2, … up to the stars earned, never two at once.
  const distinct = seen.popped.filter((value, i) => i === 0 || value !== seen.popped[i - 1]);
  expect(distinct).toEqual(Array.from({ length: stars + 1 }, (_, i) => i));
  await expect(page.locator('.server-result .star.on.popped')).toHaveCount(stars);
  await expect(page.getByTestId('first-clear')).toBeVisible();

  const balances = await balancesNow(page);
  const legs = page.getByTestId('battle-rewards').locator('.reward-leg');
  expect(await legs.count()).toBeGreaterThan(0);
  expect(seen.flights).toBe(await legs.count());
  for (const leg of await legs.all()) {
    const currency = (await leg.getAttribute('data-currency'))!;
    const amount = Number(await leg.getAttribute('data-amount'));
    // The reward counted up from 0 through values in between to its amount…
    const counted = seen.values[`reward:${currency}`]!;
    expect(counted[0]).toBe(0);
    expect(counted.at(-1)).toBe(amount);
    if (amount > 2) expect(counted.some((v) => v > 0 && v < amount)).toBe(true);
    // …and the balance it flew into counted on from before the battle to the account's balance now.
    const balance = seen.values[`balance:${currency}`]!;
    expect(balance[0]).toBe(balances[currency]! - amount);
    expect(balance.at(-1)).toBe(balances[currency]);
    await expect(page.getByTestId('result-balances').locator(`[data-currency="${currency}"]`)).toHaveAttribute('data-value', String(balances[currency]));
  }
  await lookShot(page, test.info().outputPath('result-390-en.png'), { fullPage: true });

  // The same result under reduced motion (the reload keeps the page's "just fought"): everything at its end at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-control="skip"]').click();
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-celebration', 'done');
  const still = await celebration(page);
  expect(still.flights).toBe(0);
  expect(still.popped.every((value) => value === stars)).toBe(true);
  for (const leg of await legs.all()) {
    const currency = (await leg.getAttribute('data-currency'))!;
    const amount = Number(await leg.getAttribute('data-amount'));
    expect(still.values[`reward:${currency}`]!.every((value) => value === amount)).toBe(true);
  }
  expect(await page.getByTestId('result-banner').evaluate((banner) => banner.getAnimations().length)).toBe(0);
});
