import { expect, test } from '@playwright/test';
import { eventsJson, hashEvents, hashEventsCompact, hashEventsJson, Rng, RULES, simulate, verify, type BattleInput } from '../../../src/engine';
import { cardCatalog, randomBalancedTeams, starterTeam } from '../../../src/content';
import { startHarness } from './harnessServer';
import type { HarnessResult } from './harness/main';

/**
 * The browser replays the server's seed in a Web Worker: for fixed seeds the events the real worker streams
 * through the typed client must be byte-identical to Node's simulate().
 */
let harness: Awaited<ReturnType<typeof startHarness>>;

test.beforeAll(async () => {
  harness = await startHarness();
});
test.afterAll(async () => {
  await harness?.close();
});

const rng = new Rng(4242);
const inputs: BattleInput[] = [
  { seed: 1, rulesVersion: RULES.version, teams: [starterTeam(), starterTeam()] },
  ...Array.from({ length: 8 }, (_, i) => ({ seed: rng.nextU32(), rulesVersion: RULES.version, teams: randomBalancedTeams(rng, 6, 1 + (i % 10)) })),
];
/** Battles stored under rules version 1 (FNV-1a over the JSON of the stream) must still verify in the browser. */
const v1Inputs: BattleInput[] = inputs.slice(0, 3).map((i) => ({ ...i, rulesVersion: 1 }));

test('worker events are byte-identical to Node for fixed seeds, and the hashes agree (both rules versions)', async ({ page }) => {
  await page.goto(harness.url);
  await expect(page.locator('#status')).toHaveText('ready');
  for (const input of [...inputs, ...v1Inputs]) {
    const node = simulate(input, cardCatalog);
    const browser = await page.evaluate((i) => window.harness.play(i), input as never) as HarnessResult;
    expect(browser.error).toBeNull();
    expect(browser.json).toBe(eventsJson(node));
    expect(browser.chunks).toBe(node.filter((e) => e.type === 'roundStart').length + 1);
    // The worker hashes incrementally as it plays; Node hashes the recorded stream by the version's algorithm.
    expect(browser.verdict).toEqual(verify(input, cardCatalog));
    expect(browser.verdict?.hash).toBe(hashEvents(node));
    expect(browser.verdict?.hash).toBe(input.rulesVersion === 1 ? hashEventsJson(node) : hashEventsCompact(node));
    const verified = await page.evaluate((i) => window.harness.verify(i), input as never);
    expect(verified).toEqual(browser.verdict);
  }
});

test('cancel stops the stream; verify reports the hash; a bad input is refused', async ({ page }) => {
  await page.goto(harness.url);
  await expect(page.locator('#status')).toHaveText('ready');
  const input = inputs[1]!;
  const cancelled = await page.evaluate((i) => window.harness.play(i, 2), input as never) as HarnessResult;
  expect(cancelled).toMatchObject({ verdict: null, chunks: 2, error: null });
  const verdict = await page.evaluate((i) => window.harness.verify(i), input as never);
  expect(verdict).toEqual(verify(input, cardCatalog));
  const refused = await page.evaluate((i) => window.harness.verify(i), { ...input, seed: -5 } as never);
  expect(refused).toMatch(/invalid battle input: seed/);
});

test('errors cross the worker boundary: a refused input rejects the stream, a failing consumer stops it, dispose rejects', async ({ page }) => {
  await page.goto(harness.url);
  await expect(page.locator('#status')).toHaveText('ready');
  const input = inputs[2]!;
  const bad = { ...input, teams: [{ units: [{ cardId: 'nobody', level: 1, position: 0 }] }, input.teams[1]] };
  const refused = await page.evaluate((i) => window.harness.play(i), bad as never) as HarnessResult;
  expect(refused).toMatchObject({ chunks: 0, verdict: null });
  expect(refused.error).toMatch(/unknown card "nobody"/);
  const failed = await page.evaluate((i) => window.harness.play(i, undefined, 2), input as never) as HarnessResult;
  expect(failed).toMatchObject({ chunks: 2, verdict: null });
  expect(failed.error).toMatch(/consumer failed at chunk 2/);
  // Disposing a client rejects its battle in flight and any later call, instead of leaving them pending.
  const disposed = await page.evaluate((i) => window.harness.disposeWhilePlaying(i), input as never);
  expect(disposed).toEqual({ chunks: 1, done: 'the battle worker was disposed', after: 'the battle worker was disposed' });
  // The worker is still usable afterwards.
  const again = await page.evaluate((i) => window.harness.play(i), input as never) as HarnessResult;
  expect(again.json).toBe(eventsJson(simulate(input, cardCatalog)));
});
