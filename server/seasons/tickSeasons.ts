import type { AppDeps } from '../appDeps';
import { runDueJobs } from '../jobs/runJobStep';
import { utcDayStart } from '../battles/utcDay';
import { scheduleSeasonTurn, seasonTurnJob, type SeasonTurnDeps } from './seasonTurnJob';

/**
 * Opens the first season if there is none (from the start of today, UTC; any process may try, one wins) and
 * schedules its turn.
 */
export async function ensureSeason(deps: Pick<AppDeps, 'db' | 'repositories'>, now: Date, lengthDays: number): Promise<void> {
  const { db } = deps;
  if (await deps.repositories.seasons.current(db)) return;
  const startsAt = utcDayStart(now);
  const first = { number: 1, startsAt, endsAt: new Date(startsAt.getTime() + lengthDays * 86_400_000) };
  await deps.repositories.seasons.open(db, first);
  await scheduleSeasonTurn(deps, first, now);
}

/**
 * One tick of the season clock, run by every process (server/main.ts) and by tests with their clock: make sure a
 * season exists, then run the steps of any due turn. Answers the steps run.
 */
export async function tickSeasons(deps: SeasonTurnDeps, now: Date, maxSteps?: number): Promise<number> {
  await ensureSeason(deps, now, deps.seasons.lengthDays);
  return runDueJobs(deps, seasonTurnJob(deps), now, maxSteps);
}
