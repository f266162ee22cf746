import type { AppDeps } from '../appDeps';
import type { JobHandler } from './jobHandler';

/** What one call did: nothing was due (or every due job was held by another process), or it ran a step of `key`. */
export type JobStepOutcome = { ran: false } | { ran: true; key: string; done: boolean };

/**
 * Runs one step of the earliest due job of the handler's kind, in one transaction: lock the row (SKIP LOCKED),
 * validate its state, let the handler work, save the new state. A throw rolls the whole step back (the job stays
 * due at its old state, to be retried by the next tick on any process).
 */
export async function runJobStep<S>(deps: Pick<AppDeps, 'db' | 'repositories'>, handler: JobHandler<S>, now: Date): Promise<JobStepOutcome> {
  return deps.db.transaction(async (tx) => {
    const row = await deps.repositories.jobs.takeDue(tx, handler.kind, now);
    if (!row) return { ran: false } as const;
    const state = handler.state.parse(row.state);
    const result = await handler.step(tx, { key: row.key, state, steps: row.steps, dueAt: row.dueAt }, now);
    await deps.repositories.jobs.saveStep(tx, row.key, result.state, result.done, now);
    return { ran: true, key: row.key, done: result.done } as const;
  });
}

/**
 * Runs steps of the handler's due jobs until none is free or `maxSteps` ran; answers the steps run. A process calls
 * this on a tick: when two do at once, each takes a different job or finds none (never the same one twice).
 */
export async function runDueJobs<S>(deps: Pick<AppDeps, 'db' | 'repositories'>, handler: JobHandler<S>, now: Date, maxSteps = 1000): Promise<number> {
  let ran = 0;
  while (ran < maxSteps) {
    const outcome = await runJobStep(deps, handler, now);
    if (!outcome.ran) break;
    ran += 1;
  }
  return ran;
}
