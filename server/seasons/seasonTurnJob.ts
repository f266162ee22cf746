import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { serverKey } from '../domain/economy/ledgerKey';
import type { JobHandler } from '../jobs/jobHandler';

/** The job kind of a season's turn. */
export const SEASON_TURN_KIND = 'season-turn';

/** The key of season `number`'s turn job. */
export function seasonTurnKey(number: number): string {
  return `${SEASON_TURN_KIND}:${number}`;
}

const turnState = z.object({
  season: z.number().int().positive(),
  /** `record`: results not written yet; `pay`: results written and the next season open, paying in batches. */
  phase: z.enum(['record', 'pay']),
});
/** A season turn's saved progress. */
export type SeasonTurnState = z.infer<typeof turnState>;

/** What a tick needs from the app's dependencies: the database, the repositories (seasons, ledger) and the season settings (length, players paid a step). */
export type SeasonTurnDeps = Pick<AppDeps, 'db' | 'repositories' | 'seasons'>;

/** Schedules the turn of a season at its end (a no-op when scheduled already). */
export async function scheduleSeasonTurn(deps: Pick<AppDeps, 'db' | 'repositories'>, season: { number: number; endsAt: Date }, now: Date): Promise<void> {
  await deps.repositories.jobs.schedule(deps.db, { key: seasonTurnKey(season.number), kind: SEASON_TURN_KIND, dueAt: season.endsAt, state: { season: season.number, phase: 'record' } satisfies SeasonTurnState, now });
}

/**
 * A season's turn as a background job (docs/GAME_RULES.md "Seasons and leagues"), each step one transaction:
 * 1. `record`: the final standing in one statement (season_results), the next season opened and its turn scheduled;
 * 2. `pay`, repeated: the next `batchSize` unpaid players in account order get their league reward through the ledger
 *    (key `season-reward:<season>:<player>`), their soft reset, and `paid_at`, all in the step's transaction. The
 *    step that finds none left closes the season.
 * A crash loses at most the step in flight (rolled back); the next tick on any process resumes, and a paid row is
 * never selected again (and its ledger key could not be posted twice anyway).
 */
export function seasonTurnJob(deps: Pick<AppDeps, 'repositories' | 'seasons'>): JobHandler<SeasonTurnState> {
  return {
    kind: SEASON_TURN_KIND,
    state: turnState,
    async step(tx, job, now) {
      const { season } = job.state;
      if (job.state.phase === 'record') {
        const ending = await deps.repositories.seasons.byNumber(tx, season);
        if (!ending) throw new Error(`season ${season} does not exist`);
        await deps.repositories.seasons.recordResults(tx, season);
        const next = { number: season + 1, startsAt: ending.endsAt, endsAt: new Date(ending.endsAt.getTime() + deps.seasons.lengthDays * 86_400_000) };
        await deps.repositories.seasons.open(tx, next);
        await scheduleSeasonTurn({ ...deps, db: tx }, next, now);
        return { state: { season, phase: 'pay' }, done: false };
      }
      const batch = await deps.repositories.seasons.unpaid(tx, season, deps.seasons.batchSize);
      // Stats rows first, all in account order, then the ledger: the order a battle takes its locks in too.
      for (const result of batch) await deps.repositories.seasons.resetStats(tx, result, now);
      for (const result of batch) {
        if (result.reward.length > 0) {
          await deps.repositories.ledger.post(tx, { accountId: result.accountId, reason: 'season_reward', reference: `season:${season}`, idempotencyKey: serverKey('season-reward', season, result.accountId), legs: result.reward });
        }
        await deps.repositories.seasons.markPaid(tx, season, result.accountId, now);
      }
      if (batch.length < deps.seasons.batchSize) {
        await deps.repositories.seasons.close(tx, season, now);
        return { state: job.state, done: true };
      }
      return { state: job.state, done: false };
    },
  };
}
