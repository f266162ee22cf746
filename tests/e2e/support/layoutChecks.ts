import { expect, type Page } from '@playwright/test';

/**
 * Elements whose content is wider than their box and cut off (hidden, clipped or ellipsis), as "tag.class: text"; an
 * ellipsis whose element holds the whole text as its title is meant.
 */
export async function clippedTexts(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')] as HTMLElement[]) {
        const style = getComputedStyle(el);
        // Screen-reader-only labels are clipped on purpose: ours (.sr-only) and libraries' 1 px live regions (dnd-kit
        // announces a drop in one).
        if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden=true], .sr-only')) continue;
        if (el.clientWidth <= 1 && el.clientHeight <= 1 && style.position !== 'static') continue;
        // An ellipsis on purpose, the whole text in the element's title (a tab's long name), is not a cut.
        if (style.textOverflow === 'ellipsis' && el.title.trim() !== '' && el.title.trim() === (el.textContent ?? '').trim()) continue;
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        // Scrollers (the tray, the board, wide tables) are meant to be wider than their box.
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        if (clips && !scrolls && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') {
          found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
}

/** Nothing in `main` sticks out of the viewport sideways (fixed layers and what a scroller of its own holds aside). */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 390;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const wide = await page
    .locator('main *')
    .evaluateAll(
      (els, limit) =>
        els
          .filter((el) => {
            if (el.getBoundingClientRect().right <= limit + 1 || getComputedStyle(el).position === 'fixed') return false;
            if (el.closest('[data-testid=card-tray], .tray-scroll')) return false;
            // Held by a scroller of its own (the card tray, the phone's row of section links): meant to be wider.
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== 'visible') return false;
            }
            return true;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
      width,
    );
  expect(wide).toEqual([]);
}
