import { sql } from 'drizzle-orm';
import { api } from '../../src/contracts/api';
import type { StartBattleBody } from '../../src/contracts/battles/battleEndpoints';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import { placeByRole } from '../../src/rules/teams/presetTeams';
import type { BrowserSession } from './browserSession';
import { selectRows } from './rowCounts';
import type { TestApp } from './testApp';
import { freeStarterCards } from './freeStarterCards';

/** A signed-in guest with their starter copies. */
export interface Guest {
  browser: BrowserSession;
  accountId: string;
  cards: OwnedCard[];
}

let keySeq = 0;
/** A fresh idempotency key. */
export const battleKey = (label: string): string => `battle-${label}-${(keySeq += 1)}-${Date.now()}`;

/** A new guest (starter cards, full stamina); its starter team deleted unless `keepStarterTeam`, so every copy is free. */
export async function newGuest(t: Pick<TestApp, 'browser'>, options: { keepStarterTeam?: boolean } = {}): Promise<Guest> {
  const browser = t.browser();
  const { account } = await browser.client.call(api.startAsGuest);
  if (!options.keepStarterTeam) await freeStarterCards(browser);
  const { cards } = await browser.client.call(api.listCards);
  cards.sort((a, b) => a.cardId.localeCompare(b.cardId) || a.instanceId.localeCompare(b.instanceId));
  return { browser, accountId: account.id, cards };
}

/** Saves the guest's six distinct starter cards, deployed by role, in `slot` (the first save is the defence team). */
export async function saveStarterTeam(guest: Guest, slot = 1, name = 'Starters'): Promise<void> {
  const distinct = guest.cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  const placed = placeByRole(distinct.map((c) => ({ instanceId: c.instanceId, cardId: c.cardId, level: c.level })));
  await guest.browser.client.call(api.saveTeam, { params: { slot }, body: { name, units: placed.map(({ instanceId, position }) => ({ instanceId, position })) } });
}

/** Asks for a seed commitment for the battle's mode (for PvP: the offered opponent), then starts the battle with it. */
export async function fight(guest: Guest, body: Omit<StartBattleBody, 'commitId' | 'idempotencyKey' | 'clientSeed'> & { idempotencyKey?: string; clientSeed?: string }) {
  const commit = await guest.browser.client.call(api.createSeedCommit, { query: { mode: body.mode } });
  return guest.browser.client.call(api.startBattle, { body: { idempotencyKey: battleKey(body.mode), clientSeed: 'test', ...body, commitId: commit.commitId } });
}


/** The rejection of a call (status, field, reason, params), or a thrown error when it succeeded. */
export async function rejection(promise: Promise<unknown>): Promise<{ status: number; field?: string; reason?: string; params?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; field?: string; reason?: string };
  }
  throw new Error('expected a rejection');
}

/** Row counts of every table a battle writes, plus the player's stamina value (a refused start changes none). */
export async function battleCounts(t: TestApp, accountId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['battles', 'ledger_movements', 'ledger_entries', 'campaign_progress', 'player_stats', 'team_records']) {
    const [row] = await selectRows<{ n: number }>(t.database.db, `select count(*)::int as n from ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  const [used] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from seed_commits where used_at is not null`);
  counts.usedCommits = Number(used?.n ?? 0);
  const [stamina] = await selectRows<{ value: number }>(t.database.db, sql`select value from stamina where account_id = ${accountId}`);
  counts.stamina = Number(stamina?.value ?? -1);
  return counts;
}
