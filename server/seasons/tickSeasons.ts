import type { Db } from '../db/database';
import { seasonRepository } from '../db/seasonRepository';
import { runDueJobs } from '../jobs/runJobStep';
import { utcDayStart } from '../battles/utcDay';
import { scheduleSeasonTurn, seasonTurnJob, type SeasonTurnDeps } from './seasonTurnJob';

/**
 * Opens the first season if there is none (from the start of today, UTC; any process may try, one wins) and
 * schedules its turn.
 */
export async function ensureSeason(db: Db, now: Date, lengthDays: number): Promise<void> {
  if (await seasonRepository.current(db)) return;
  const startsAt = utcDayStart(now);
  const first = { number: 1, startsAt, endsAt: new Date(startsAt.getTime() + lengthDays * 86_400_000) };
  await seasonRepository.open(db, first);
  await scheduleSeasonTurn(db, first, now);
}

/**
 * One tick of the season clock, run by every process (server/main.ts) and by tests with their clock: make sure a
 * season exists, then run the steps of any due turn. Answers the steps run.
 */
export async function tickSeasons(db: Db, deps: SeasonTurnDeps, now: Date, maxSteps?: number): Promise<number> {
  await ensureSeason(db, now, deps.lengthDays);
  return runDueJobs(db, seasonTurnJob(deps), now, maxSteps);
}
