import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { JobHandler } from '../jobs/jobHandler';
import { advanceTournament } from './advanceTournament';
import type { TournamentDeps } from './tournamentDeps';

/** The job kind of a tournament's next step. */
export const TOURNAMENT_ROUND_JOB = 'tournament-round';

/** The job of a tournament's step `round` (its start is round 1): one key per round, so scheduling it twice is a no-op. */
export function tournamentRoundJobKey(tournamentId: string, round: number): string {
  return `${TOURNAMENT_ROUND_JOB}:${tournamentId}:${round}`;
}

/** Schedules a tournament's step `round` at `dueAt`, in the caller's transaction. */
export async function scheduleTournamentRound(deps: Pick<AppDeps, 'db' | 'repositories'>, tournamentId: string, round: number, dueAt: Date, now: Date): Promise<void> {
  await deps.repositories.jobs.schedule(deps.db, { key: tournamentRoundJobKey(tournamentId, round), kind: TOURNAMENT_ROUND_JOB, dueAt, state: { tournamentId, round }, now });
}

/** The state of a tournament round job. */
const roundJobState = z.object({ tournamentId: z.string().uuid(), round: z.number().int().positive() });

/**
 * A tournament round as a background job (server/jobs): its step runs in the transaction that holds the job's row
 * (FOR UPDATE SKIP LOCKED: exactly one process, whatever their number), locks the tournament's row too (joins and
 * a cancellation wait), plays the round (or starts, cancels, finishes the tournament) and schedules the next round's
 * job in the same transaction. A crash rolls the step back; the next tick, on any process, runs it again.
 */
export function tournamentRoundJob(deps: Pick<TournamentDeps, 'repositories' | 'simulate'>): JobHandler<z.infer<typeof roundJobState>> {
  return {
    kind: TOURNAMENT_ROUND_JOB,
    state: roundJobState,
    async step(tx, job, now) {
      const row = await deps.repositories.tournaments.get(tx, job.state.tournamentId, true);
      // A step for another round than the tournament's next (a stale job) or a tournament gone: nothing to do.
      if (!row || row.roundsPlayed + 1 !== job.state.round) return { state: job.state, done: true };
      const step = await advanceTournament({ ...deps, db: tx }, row, now);
      if (step.did === 'round') await scheduleTournamentRound({ ...deps, db: tx }, row.id, step.round + 1, step.nextRoundAt, now);
      return { state: job.state, done: true };
    },
  };
}
