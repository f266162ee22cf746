import { api } from '../../src/contracts/api';
import type { BrowserSession } from './browserSession';

/**
 * Deletes a new guest's starter team (slot 1), so every starter copy is free to burn, list, trade or place, as the
 * card, market and mystery tests need; the starter team itself is tested in firstSession.test.ts.
 */
export async function freeStarterCards(browser: BrowserSession): Promise<void> {
  await browser.client.call(api.deleteTeam, { params: { slot: 1 } });
}
