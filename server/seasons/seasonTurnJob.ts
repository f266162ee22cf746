import { z } from 'zod';
import type { Db } from '../db/database';
import type { LedgerRepository } from '../db/ledgerRepository';
import { seasonRepository } from '../db/seasonRepository';
import { serverKey } from '../domain/economy/ledgerKey';
import type { JobHandler } from '../jobs/jobHandler';
import { jobRepository } from '../jobs/jobRepository';

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

/** What a turn needs: the ledger, the season length, and how many players one step pays. */
export interface SeasonTurnDeps {
  ledger: LedgerRepository;
  lengthDays: number;
  batchSize: number;
}

/** Schedules the turn of a season at its end (a no-op when scheduled already). */
export async function scheduleSeasonTurn(db: Db, season: { number: number; endsAt: Date }, now: Date): Promise<void> {
  await jobRepository.schedule(db, { key: seasonTurnKey(season.number), kind: SEASON_TURN_KIND, dueAt: season.endsAt, state: { season: season.number, phase: 'record' } satisfies SeasonTurnState, now });
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
export function seasonTurnJob(deps: SeasonTurnDeps): JobHandler<SeasonTurnState> {
  return {
    kind: SEASON_TURN_KIND,
    state: turnState,
    async step(tx, job, now) {
      const { season } = job.state;
      if (job.state.phase === 'record') {
        const ending = await seasonRepository.byNumber(tx, season);
        if (!ending) throw new Error(`season ${season} does not exist`);
        await seasonRepository.recordResults(tx, season);
        const next = { number: season + 1, startsAt: ending.endsAt, endsAt: new Date(ending.endsAt.getTime() + deps.lengthDays * 86_400_000) };
        await seasonRepository.open(tx, next);
        await scheduleSeasonTurn(tx, next, now);
        return { state: { season, phase: 'pay' }, done: false };
      }
      const batch = await seasonRepository.unpaid(tx, season, deps.batchSize);
      // Stats rows first, all in account order, then the ledger: the order a battle takes its locks in too.
      for (const result of batch) await seasonRepository.resetStats(tx, result, now);
      for (const result of batch) {
        if (result.reward.length > 0) {
          await deps.ledger.post(tx, { accountId: result.accountId, reason: 'season_reward', reference: `season:${season}`, idempotencyKey: serverKey('season-reward', season, result.accountId), legs: result.reward });
        }
        await seasonRepository.markPaid(tx, season, result.accountId, now);
      }
      if (batch.length < deps.batchSize) {
        await seasonRepository.close(tx, season, now);
        return { state: job.state, done: true };
      }
      return { state: job.state, done: false };
    },
  };
}
