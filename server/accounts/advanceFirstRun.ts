import { firstRunStep } from '../../src/contracts/accounts/firstRun';
import type { AppDeps } from '../appDeps';
import { FIRST_RUN_ORDER, firstRunAdvances, type FirstRunStep } from '../../src/contracts/accounts/firstRunSteps';

const EVERY_STEP: readonly FirstRunStep[] = [...FIRST_RUN_ORDER, 'skipped'];

/**
 * Moves the account's first-run guide to `step` when that goes forward (or skips it), in one conditional UPDATE,
 * so two devices racing cannot move it back; otherwise nothing changes. Answers the step the account is at.
 */
export async function advanceFirstRun(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; step: FirstRunStep }): Promise<{ firstRun: FirstRunStep }> {
  const { playerId, step } = input;
  const moved = await deps.repositories.firstRun.setFirstRunFrom(deps.db, playerId, EVERY_STEP.filter((s) => firstRunAdvances(s, step)), step);
  if (moved !== null) return { firstRun: firstRunStep.parse(moved) };
  const current = await deps.repositories.firstRun.readFirstRun(deps.db, playerId);
  if (current === undefined) throw new Error(`account ${playerId} of a live session does not exist`);
  return { firstRun: firstRunStep.catch('done').parse(current) };
}
