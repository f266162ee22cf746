import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/contracts/api/csrf';
import type { TournamentDetail } from '../../../src/contracts/tournaments';
import { startOwnServer, type OwnServer } from '../support/ownServer';
import { startTournamentServer } from '../support/tournamentServer';
import { atEverySize } from '../support/atEverySize';
import { switchLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Its own server (started by the test): an official 8-player tournament with a top cut, made by the admin command. The test stops the
// server to play every round (Swiss, then the cut) on its data folder with the server's own round job and an
// injected clock, restarts it, and looks at the bracket.
let server: OwnServer;
let port: number;
let tournamentId = '';
const dataDir = `.tmp/e2e-topcut-${process.pid}`;
const run = promisify(execFile);
const FEE = 25;
const PRIZES = [500, 300, 100];
const SERVER_ENV = { TRUST_PROXY: '1', GUEST_STARTS_PER_HOUR: '1000' };

type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;

/** A guest on its own network (fair play sees no shared sign-in evidence between the entrants), calling the API. */
async function apiGuest(ip: string): Promise<Call> {
  const guest = await fetch(`${server.url}/api/auth/guest`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'x-forwarded-for': ip } });
  const cookie = guest.headers.getSetCookie()[0]!.split(';')[0]!;
  return async (path, init) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init?.method ?? 'GET',
      headers: { cookie, 'x-forwarded-for': ip, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** The page's own API requests (its cookies) as a {@link Call}. */
const pageCall = (page: Page): Call => async (path, init) => {
  const response = await page.request.fetch(path, { method: init?.method ?? 'GET', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, data: init?.body });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
};

/** Saves the player's six distinct starter cards as team 1 and enters the tournament with it; answers the game coin left. */
async function enter(call: Call): Promise<number> {
  const { cards } = (await call('/api/cards')) as { cards: { instanceId: string; cardId: string }[] };
  const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  await call('/api/teams/1', { method: 'PUT', body: { name: 'Cut team', units: distinct.map((c, i) => ({ instanceId: c.instanceId, position: i * 2 })) } });
  const joined = (await call('/api/tournaments/join', { method: 'POST', body: { tournamentId, teamSlot: 1 } })) as { balances: { game_coin: number } };
  return joined.balances.game_coin;
}

const coins = async (call: Call) => ((await call('/api/account/balances')) as { balances: { game_coin: number } }).balances.game_coin;

// The server with the tournament made by the admin command, started in a hook: the story's 300 s are the story's.
test.beforeAll(async () => {
  ({ server, port, tournamentId } = await startTournamentServer({
    dataDir,
    env: SERVER_ENV,
    createArgs: ['--name', 'Cut Cup', '--max-players', '8', '--fee', String(FEE), '--prizes', PRIZES.join(','), '--top-cut'],
  }));
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('a tournament’s top cut', () => {
  test.setTimeout(300_000);

  test('after the Swiss rounds the top 8 play it out: the bracket shows every result and the champion, whose final opens verified; prizes are paid exactly once', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const shot = (name: string) => lookShot(page, testInfo.outputPath(`${name}.png`), { fullPage: true });
    await startGuest(page);
    const me = pageCall(page);
    const entrants: Call[] = [me];
    for (let i = 0; i < 7; i += 1) entrants.push(await apiGuest(`10.77.${i}.9`));
    const afterEntry = new Map<Call, number>();
    for (const call of entrants) afterEntry.set(call, await enter(call));

    // Before the cut: the bracket tab says when it comes.
    await page.goto(`/tournament?id=${tournamentId}`);
    await expect(page.getByTestId('standing-row')).toHaveCount(8);
    await page.getByTestId('tab-bracket').click();
    await expect(page.getByTestId('bracket')).toHaveCount(0);

    // Every round played by the server's round job on the stopped server's folder; a day later nothing more is due.
    await server.stop();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/e2e/support/playTournament.ts', dataDir, tournamentId], { env: { ...process.env, LOG_LEVEL: 'silent' } });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ steps: 6, later: 0, prizeMovements: PRIZES.length });
    server = await startOwnServer({ port, staticDir: 'dist', dataDir, env: SERVER_ENV, keepData: true });

    const detail = ((await me(`/api/tournaments/${tournamentId}`)) as { tournament: TournamentDetail }).tournament;
    expect(detail.status).toBe('finished');
    expect(detail.swissRounds).toBe(3);
    // The bracket holds together: quarter-finals of the Swiss top 8, each later round between the previous one's winners.
    const winnerOf = (m: TournamentDetail['matches'][number]) => (m.result === 'b' ? m.b!.playerId : m.a.playerId);
    const stage = (n: number) => detail.matches.filter((m) => m.stage === 'cut' && m.round === detail.swissRounds + n);
    expect([1, 2, 3].map((n) => stage(n).length)).toEqual([4, 2, 1]);
    for (const n of [2, 3]) {
      const before = new Set(stage(n - 1).map(winnerOf));
      for (const m of stage(n)) expect([m.a.playerId, m.b!.playerId].every((id) => before.has(id))).toBe(true);
    }
    const champion = winnerOf(stage(3)[0]!);
    expect(detail.standings[0]!.playerId).toBe(champion);
    // Prizes by final place, each paid exactly once: every entrant's game coin is what it was after entering plus its prize.
    expect(detail.standings.map((s) => s.prize)).toEqual([...PRIZES, 0, 0, 0, 0, 0]);
    for (const call of entrants) {
      const { account } = ((await call('/api/account/session')) as { me: { account: { id: string } } }).me;
      const prize = detail.standings.find((s) => s.playerId === account.id)!.prize;
      expect(await coins(call)).toBe(afterEntry.get(call)! + prize);
    }

    // The bracket on the page: three rounds, every match decided, the champion named.
    await page.goto(`/tournament?id=${tournamentId}`);
    await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
    await page.getByTestId('tab-bracket').click();
    const rounds = page.getByTestId('bracket-round');
    for (const [n, count] of [[1, 4], [2, 2], [3, 1]] as const) {
      await expect(rounds.nth(n - 1).getByTestId('match-row')).toHaveCount(count);
      await expect(rounds.nth(n - 1).locator('[data-testid="match-row"][data-winner]')).toHaveCount(count);
    }
    await expect(page.getByTestId('champion')).toHaveAttribute('data-player', champion);
    await expect(page.getByTestId('champion')).toContainText(detail.standings[0]!.name);
    await shot('bracket');

    // The final opens in the viewer, re-run and verified.
    await rounds.nth(2).getByTestId('watch-match').click();
    await expect(page).toHaveURL(/\/battle\?id=[0-9a-f-]{36}$/);
    await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-control="skip"]').click();
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });

    // The bracket at a phone's and a desktop's width, in each language: loaded once a language, then resized.
    for (const [lng, label] of [['en', null], ['ru', 'Русский'], ['zh', '中文']] as const) {
      if (label) await switchLanguage(page, label);
      await page.goto(`/tournament?id=${tournamentId}`);
      await expect(page.getByTestId('standing-row')).toHaveCount(8);
      await page.getByTestId('tab-bracket').click();
      await expect(page.getByTestId('champion')).toBeVisible();
      await atEverySize(page, (w) => shot(`bracket-${lng}-${w}`));
    }
    await context.close();
  });
});
