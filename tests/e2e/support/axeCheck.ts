import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A statement that injects nothing: given as the builder's axe source when every frame of the page has axe already. */
const ALREADY_INJECTED = ';';

/**
 * Runs axe on the page as it is (`exclude`: selectors left out, e.g. a canvas) and answers its results: one `axe.run`
 * in the page (the builder's legacy mode), with axe injected once per document. The builder's default mode injects
 * its 650 KB source again on every check and then opens a blank page of its own, with a second copy, to combine the
 * frames' parts: 1-2 s a check on a loaded machine, where the run itself takes well under one (our screens have no
 * frames to combine). A story that checks many screens of one document (client-side navigation) pays for axe once.
 * Every rule runs and every violation comes back with all its nodes; passes and incomplete results keep one node
 * each (`resultTypes`), as the tests read only violations (and how many rules passed): axe then skips building a
 * selector for every passing node, half its CPU (0.21 -> 0.09 s a check, docs/TESTING.md "CPU cuts").
 */
export async function axeCheck(page: Page, exclude: string[] = []): ReturnType<AxeBuilder['analyze']> {
  const frames = await Promise.all(page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)));
  const builder = new AxeBuilder({ page, axeSource: frames.every(Boolean) ? ALREADY_INJECTED : undefined })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  return builder.analyze();
}
