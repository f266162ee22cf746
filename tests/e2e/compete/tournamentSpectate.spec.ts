import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';
import { startOwnServer, type OwnServer } from '../support/ownServer';
import { admin, startTournamentServer } from '../support/tournamentServer';
import { atEverySize } from '../support/atEverySize';
import { startGuest } from '../support/startGuest';
import { switchLanguage } from '../support/chooseLanguage';
import { lookShot } from '../support/lookShot';

// Its own server: an official tournament made by the admin command an hour ahead, rounds every few seconds, and a
// scheduler tick fast enough for a test. When the four entrants are in, the operator's `tournament:start-now` brings
// the start to now and the server's own round job starts it, as in production. The command works on the stopped
// server's folder (PGlite admits one process), so the server restarts on it; the page's live feed reconnects.
let server: OwnServer;
let port: number;
let tournamentId = '';
const dataDir = `.tmp/e2e-compete-${process.pid}`;
/** The page's open live feed is a request in flight, which a stop waits for up to the shutdown timeout: cut it soon. */
const SERVER_ENV = { TOURNAMENT_TICK_MS: '300', SHUTDOWN_TIMEOUT_MS: '500' };

test.beforeAll(async () => {
  ({ server, port, tournamentId } = await startTournamentServer({
    dataDir,
    env: SERVER_ENV,
    createArgs: ['--name', 'Browser Cup', '--round-seconds', '5', '--max-players', '8', '--prizes', '300,100'],
  }));
  // Three more entrants (a tournament starts with four), each saving its starter team and joining through the API.
  for (let i = 0; i < 3; i += 1) {
    const guest = await fetch(`${server.url}/api/auth/guest`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
    expect(guest.status).toBe(200);
    const cookie = guest.headers.getSetCookie()[0]!.split(';')[0]!;
    await saveTeamAndJoin((path, init) => fetch(`${server.url}${path}`, { ...init, headers: { ...init?.headers, cookie } }));
  }
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Fetch = (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** Saves the player's six distinct starter cards as team 1 (and with `join`, enters the tournament with it). */
async function saveTeamAndJoin(call: Fetch, join = true): Promise<void> {
  const write = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const { cards } = (await (await call('/api/cards')).json()) as { cards: { instanceId: string; cardId: string }[] };
  const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  expect((await call('/api/teams/1', { method: 'PUT', headers: write, body: JSON.stringify({ name: 'Cup team', units: distinct.map((c, i) => ({ instanceId: c.instanceId, position: i * 2 })) }) })).ok).toBe(true);
  if (join) expect((await call('/api/tournaments/join', { method: 'POST', headers: write, body: JSON.stringify({ tournamentId, teamSlot: 1 }) })).ok).toBe(true);
}

/** The page's own API requests (its cookies) as a {@link Fetch}. */
const pageFetch = (request: APIRequestContext): Fetch => async (path, init) => {
  const response = await request.fetch(path, { method: init?.method ?? 'GET', headers: init?.headers, data: init?.body });
  return { ok: response.ok(), json: () => response.json() };
};

/** Waits for the viewer's re-run to agree with the stored battle: the verified badge. */
async function expectVerified(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/battle\?id=[0-9a-f-]{36}$/);
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-control="skip"]').click();
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('server-result')).toBeVisible();
}

test.describe('tournaments and the live feed', () => {
  test.setTimeout(300_000);

  test('a player joins a tournament, watches its round arrive in the live feed, and opens a standing’s battle verified', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const shot = (name: string) => lookShot(page, testInfo.outputPath(`${name}.png`), { fullPage: true });
    await startGuest(page);
    await saveTeamAndJoin(pageFetch(page.request), false);

    // The list shows the official tournament; its page joins it with the saved team.
    await page.goto('/tournaments');
    const card = page.getByTestId('tournament-card').filter({ hasText: 'Browser Cup' });
    await expect(card).toHaveAttribute('data-status', 'open');
    await card.getByTestId('open-tournament').click();
    await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'open');
    await page.getByTestId('join-tournament').click();
    await expect(page.getByTestId('joined')).toBeVisible();
    await expect(page.getByTestId('standing-row')).toHaveCount(4);

    // The live feed is connected before the start; the operator brings the start to now (the server down meanwhile:
    // the feed says so, then reconnects by itself); the first battles arrive live as the server's round job decides them.
    await page.goto('/spectate');
    const feedState = page.getByTestId('feed-state');
    await expect(feedState).toHaveAttribute('data-connected', 'true');
    const tournamentItem = page.locator('[data-testid="feed-item"][data-kinds~="tournament"]').first();
    await expect(tournamentItem).toHaveCount(0);
    await server.stop();
    await expect(feedState).toHaveAttribute('data-connected', 'false');
    server = await startOwnServer({
      port,
      staticDir: 'dist',
      dataDir,
      env: SERVER_ENV,
      keepData: true,
      prepare: async (dir) => expect(await admin(dir, 'tournament:start-now', tournamentId)).toContain(`Tournament ${tournamentId} "Browser Cup" now starts at`),
    });
    await expect(feedState).toHaveAttribute('data-connected', 'true');
    // No reload since the page's first look: the item can only have come over the live feed.
    await expect(tournamentItem).toBeVisible({ timeout: 30_000 });
    await expect(tournamentItem).toContainText('Browser Cup');
    await shot('spectate-feed');
    await tournamentItem.getByTestId('watch-battle').click();
    await expectVerified(page);
    await expect(page.getByTestId('watcher-count')).toHaveAttribute('data-count', '1');

    // When it has finished, a standing's result opens its battle, verified too.
    await page.goto(`/tournament?id=${tournamentId}`);
    await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished', { timeout: 60_000 });
    await expect(page.getByTestId('standing-row')).toHaveCount(4);
    await shot('tournament-standings');
    await page.getByTestId('standing-row').first().getByTestId('result-chip').first().click();
    await expectVerified(page);

    // The screens at a phone's and a desktop's width, in each language: each screen loaded once, then resized.
    for (const [lng, label] of [['en', null], ['ru', 'Русский'], ['zh', '中文']] as const) {
      if (label) await switchLanguage(page, label);
      await page.goto(`/tournament?id=${tournamentId}`);
      await expect(page.getByTestId('standing-row')).toHaveCount(4);
      await atEverySize(page, (w) => shot(`tournament-${lng}-${w}`));
      await page.getByTestId('tab-bracket').click();
      await page.getByTestId('tab-rounds').click();
      await expect(page.getByTestId('round').first()).toBeVisible();
      await atEverySize(page, (w) => shot(`rounds-${lng}-${w}`));
      await page.goto('/tournaments');
      await expect(page.getByTestId('tournament-card').first()).toBeVisible();
      await atEverySize(page, (w) => shot(`tournaments-${lng}-${w}`));
      await page.goto('/spectate');
      await expect(page.getByTestId('feed-item').first()).toBeVisible();
      await atEverySize(page, (w) => shot(`spectate-${lng}-${w}`));
    }
    await context.close();
  });
});
