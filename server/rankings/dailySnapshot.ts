import type { AppDeps } from '../appDeps';
import { utcDayKey } from '../battles/utcDay';

/**
 * Makes sure today's (UTC) snapshot of every board exists: the first ranking request of a day takes it, in
 * any process (an advisory lock plus the day's marker row make it exactly once). Its ranks are the standings
 * as the day began, which each row's "since yesterday" change is measured against. Returns the day key.
 */
export async function ensureDailySnapshot(deps: Pick<AppDeps, 'db' | 'repositories'>, now: Date): Promise<string> {
  const day = utcDayKey(now);
  if (!(await deps.repositories.rankings.hasSnapshot(deps.db, day))) await deps.repositories.rankings.snapshotDay(deps.db, day, now);
  return day;
}
