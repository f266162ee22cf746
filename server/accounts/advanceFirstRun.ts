import { and, eq, inArray } from 'drizzle-orm';
import { FIRST_RUN_ORDER, firstRunAdvances, firstRunStep, type FirstRunStep } from '../../src/contracts/accounts/firstRun';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';

const EVERY_STEP: readonly FirstRunStep[] = [...FIRST_RUN_ORDER, 'skipped'];

/**
 * Moves the account's first-run guide to `step` when that goes forward (or skips it), in one conditional UPDATE,
 * so two devices racing cannot move it back; otherwise nothing changes. Answers the step the account is at.
 */
export async function advanceFirstRun(deps: { db: Db }, input: { playerId: string; step: FirstRunStep }): Promise<{ firstRun: FirstRunStep }> {
  const { playerId, step } = input;
  const from = EVERY_STEP.filter((s) => firstRunAdvances(s, step));
  if (from.length > 0) {
    const [moved] = await deps.db
      .update(accounts)
      .set({ firstRun: step })
      .where(and(eq(accounts.id, playerId), inArray(accounts.firstRun, from)))
      .returning({ firstRun: accounts.firstRun });
    if (moved) return { firstRun: firstRunStep.parse(moved.firstRun) };
  }
  const [row] = await deps.db.select({ firstRun: accounts.firstRun }).from(accounts).where(eq(accounts.id, playerId)).limit(1);
  if (!row) throw new Error(`account ${playerId} of a live session does not exist`);
  return { firstRun: firstRunStep.catch('done').parse(row.firstRun) };
}
