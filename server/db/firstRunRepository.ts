import { and, eq, inArray, sql } from 'drizzle-orm';
import { FIRST_RUN_MOVES, type FirstRunEvent, type FirstRunStep } from '../../src/contracts/accounts/firstRunSteps';
import type { Db } from './database';
import { accounts } from './schema';

/** Whether `event` moves an account whose guide is at `step` (so a caller that already read the step can skip the write). */
export function firstRunMoves(step: string, event: FirstRunEvent): boolean {
  return Object.hasOwn(FIRST_RUN_MOVES[event], step);
}

/**
 * Moves an account's first-run guide on after `event`, inside the event's own transaction (one conditional UPDATE:
 * only an account at a step the event ends moves, so a replayed event or another device changes nothing).
 */
async function moveFirstRunIn(tx: Db, accountId: string, event: FirstRunEvent): Promise<void> {
  const moves = Object.entries(FIRST_RUN_MOVES[event]) as [FirstRunStep, FirstRunStep][];
  if (moves.length === 0) return;
  const next = sql.join(moves.map(([from, to]) => sql`when ${from} then ${to}`), sql` `);
  await tx
    .update(accounts)
    .set({ firstRun: sql`case ${accounts.firstRun} ${next} end` })
    .where(and(eq(accounts.id, accountId), inArray(accounts.firstRun, moves.map(([from]) => from))));
}

/** Sets the guide to `step` if it is at one of `from` (one conditional UPDATE); answers the new step, or null when it was not. */
async function setFirstRunFrom(db: Db, accountId: string, from: readonly FirstRunStep[], step: FirstRunStep): Promise<string | null> {
  if (from.length === 0) return null;
  const [moved] = await db
    .update(accounts)
    .set({ firstRun: step })
    .where(and(eq(accounts.id, accountId), inArray(accounts.firstRun, [...from])))
    .returning({ firstRun: accounts.firstRun });
  return moved?.firstRun ?? null;
}

/** The guide's step of an account, or undefined when there is no such account. */
async function readFirstRun(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ firstRun: accounts.firstRun }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.firstRun;
}

/** Where each account is in the first-run guide. Every method runs on the `Db` it is given first (the database or the caller's transaction). */
export const firstRunRepository = { moveFirstRunIn, setFirstRunFrom, readFirstRun };
