import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { STARTER_CARD_IDS, starterTeam } from '../../src/content/starterSet';
import { fight, newGuest, rejection, type Guest } from './battlesKit';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const step = async (g: Guest) => (await g.browser.client.call(api.getMe)).firstRun;

/** Fights campaign `stageId` with the starter team until a win (the seed is random; stage 1 is won most times). */
async function winCampaign(g: Guest, stageId: string) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await fight(g, { mode: 'campaign', stageId, teamSlot: 1 });
    if (answer.battle.result === 'win') return answer;
  }
  throw new Error(`could not win ${stageId} in 8 tries`);
}

describe('the new-player start', () => {
  it('a guest starts with the starter team saved in slot 1, placed as the card set says, as the defence team, its copies locked', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    const { teams } = await g.browser.client.call(api.listTeams);
    expect(teams).toHaveLength(1);
    const [team] = teams;
    expect(team).toMatchObject({ slot: 1, defence: true, name: 'Starter team' });
    const placed = team!.units.map(({ cardId, level, position }) => ({ cardId, level, position })).sort((a, b) => a.position - b.position);
    expect(placed).toEqual([...starterTeam().units].sort((a, b) => a.position - b.position));
    // Every starter card is in the team once; the spare copy stays free to burn or trade.
    const locked = g.cards.filter((c) => c.lockedBy === 'team').map((c) => c.cardId).sort();
    expect(locked).toEqual([...STARTER_CARD_IDS].sort());
    expect(g.cards.filter((c) => c.lockedBy === null)).toHaveLength(1);
  });

  it('the starter team can fight campaign stage 1 at once, without opening the editor', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    const answer = await fight(g, { mode: 'campaign', stageId: '1-1', teamSlot: 1 });
    expect(answer.battle.input.teams[0]!.units).toHaveLength(STARTER_CARD_IDS.length);
  });

  it('the team is named in the language the account starts in', async () => {
    const browser = t.browser();
    const started = await browser.request('/api/auth/guest', { method: 'POST', headers: { 'accept-language': 'ru', 'x-tcg-csrf': '1' } });
    expect(started.status).toBe(200);
    expect((await browser.client.call(api.getMe)).settings.language).toBe('ru');
    const { teams } = await browser.client.call(api.listTeams);
    expect(teams[0]!.name).toBe('Стартовая команда');
  });
});

describe('the first-run guide', () => {
  it('starts at the first fight; a campaign win, a team save and a second win move it on; Finish ends it for good', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    expect(await step(g)).toBe('fight');
    // A save before the first fight does not skip the fight.
    const { teams } = await g.browser.client.call(api.listTeams);
    const units = teams[0]!.units.map(({ instanceId, position }) => ({ instanceId, position }));
    await g.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Starter team', units } });
    expect(await step(g)).toBe('fight');
    await winCampaign(g, '1-1');
    expect(await step(g)).toBe('place');
    // Place one card: move the front-row card at the lowest slot into a free cell.
    const taken = new Set(units.map((u) => u.position));
    const free = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((p) => !taken.has(p))!;
    const moved = units.map((u, i) => (i === 0 ? { ...u, position: free } : u));
    await g.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Starter team', units: moved } });
    expect(await step(g)).toBe('refight');
    await winCampaign(g, '1-2');
    expect(await step(g)).toBe('reward');
    expect(await g.browser.client.call(api.advanceFirstRun, { body: { step: 'done' } })).toEqual({ firstRun: 'done' });
    // Over for good: neither a later skip nor another win nor a save moves it.
    expect(await g.browser.client.call(api.advanceFirstRun, { body: { step: 'skipped' } })).toEqual({ firstRun: 'done' });
    await winCampaign(g, '1-3');
    expect(await step(g)).toBe('done');
  });

  it('Skip ends it at once, on every device of the account; a step back changes nothing', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    expect(await g.browser.client.call(api.advanceFirstRun, { body: { step: 'skipped' } })).toEqual({ firstRun: 'skipped' });
    expect(await g.browser.client.call(api.advanceFirstRun, { body: { step: 'place' } })).toEqual({ firstRun: 'skipped' });
    await winCampaign(g, '1-1');
    expect(await step(g)).toBe('skipped');
    const fresh = await newGuest(t, { keepStarterTeam: true });
    await fresh.browser.client.call(api.advanceFirstRun, { body: { step: 'refight' } });
    expect(await fresh.browser.client.call(api.advanceFirstRun, { body: { step: 'place' } })).toEqual({ firstRun: 'refight' });
  });

  it('a bad step is refused at the boundary and changes nothing; a visitor is refused', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    const bad = await rejection(g.browser.client.call(api.advanceFirstRun, { body: { step: 'fight' as 'done' } }));
    expect(bad).toMatchObject({ status: 400, field: 'step' });
    const extra = await g.browser.request('/api/account/first-run', { method: 'POST', headers: { 'content-type': 'application/json', 'x-tcg-csrf': '1' }, body: JSON.stringify({ step: 'done', more: 1 }) });
    expect(extra.status).toBe(400);
    expect(await step(g)).toBe('fight');
    const visitor = await t.browser().request('/api/account/first-run', { method: 'POST', headers: { 'content-type': 'application/json', 'x-tcg-csrf': '1' }, body: JSON.stringify({ step: 'skipped' }) });
    expect(visitor.status).toBe(401);
  });

  it('accounts made before the guide existed are past it (the column defaults to done)', async () => {
    const [row] = await selectRows<{ first_run: string }>(
      t.database.db,
      sql`insert into accounts (display_name) values ('Old player') returning first_run`,
    );
    expect(row?.first_run).toBe('done');
  });

  it('two devices moving it at once end at the furthest step, never back', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    const answers = await Promise.all((['place', 'skipped', 'refight', 'reward'] as const).map((s) => g.browser.client.call(api.advanceFirstRun, { body: { step: s } })));
    // Skip is reachable from every step and nothing leaves it, so whatever order they commit in, it ends skipped.
    expect(answers.map((a) => a.firstRun)).toContain('skipped');
    expect(await step(g)).toBe('skipped');
  });
});

describe('the first session has no dead end (docs/ECONOMY.md "The first session")', () => {
  it('from the starter state alone a guest pays one mystery draw with fragments, then buys a common from the fragment store', async () => {
    const g = await newGuest(t, { keepStarterTeam: true });
    const draw = await g.browser.client.call(api.drawMystery, { body: { idempotencyKey: `first-draw-${g.accountId}`, payment: { kind: 'fragments' } } });
    expect(draw.balances.fragments).toBeGreaterThanOrEqual(0);
    const store = await g.browser.client.call(api.getFragmentStore);
    const common = store.offer.find((o) => o.rarity === 'common')!;
    expect(draw.balances.fragments).toBeGreaterThanOrEqual(common.priceFragments);
    const bought = await g.browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: `first-buy-${g.accountId}`, rotation: store.rotation, cardId: common.cardId } });
    expect(bought.card).toMatchObject({ cardId: common.cardId, acquiredHow: 'fragment_store' });
    expect(bought.balances.fragments).toBe(draw.balances.fragments - common.priceFragments);
  });
});
