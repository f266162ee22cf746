import type { z } from 'zod';
import type { Db } from '../db/database';

/** A job as its step sees it: its key, its validated state, and how many steps were committed before this one. */
export interface JobInProgress<S> {
  key: string;
  state: S;
  steps: number;
  dueAt: Date;
}

/** What one step answers: the state to save, and whether the job is finished. */
export interface JobStepResult<S> {
  state: S;
  done: boolean;
}

/**
 * One kind of background job. `step` runs inside the transaction that holds the job's row (FOR UPDATE SKIP
 * LOCKED): everything it writes commits together with its new state, or nothing does. Keep a step small (one batch)
 * so a crash repeats little and other processes' requests are not held up.
 */
export interface JobHandler<S> {
  kind: string;
  /** Validates the stored state (jsonb) on every step: the schema is also the state's type. */
  state: z.ZodType<S>;
  step(tx: Db, job: JobInProgress<S>, now: Date): Promise<JobStepResult<S>>;
}
