import { startJobTicker, type JobTicker } from '../jobs/jobTicker';
import { runJobStep } from '../jobs/runJobStep';
import type { Logger } from '../logger';
import { serverMetrics } from '../metrics/serverMetrics';
import type { TournamentDeps } from './tournamentDeps';
import { tournamentRoundJob } from './tournamentRoundJob';

/** Most tournament steps one tick runs (the rest wait for the next tick). */
const STEPS_PER_TICK = 20;

/**
 * Runs due tournament rounds every `tickMs` (0: never) on this process's job ticker (docs/SERVER.md "Background
 * jobs"). Every process runs one; the jobs' row locks make each round happen on exactly one of them.
 */
export function startTournamentScheduler(deps: TournamentDeps & { logger: Logger; tickMs: number; now?: () => Date }): JobTicker {
  if (deps.tickMs <= 0) return { stop: async () => undefined };
  const handler = tournamentRoundJob(deps);
  const now = deps.now ?? (() => new Date());
  return startJobTicker({
    name: 'tournament rounds',
    intervalMs: deps.tickMs,
    logger: deps.logger,
    async tick() {
      for (let i = 0; i < STEPS_PER_TICK; i += 1) {
        const outcome = await runJobStep(deps, handler, now());
        if (!outcome.ran) return;
        const [, tournamentId, round] = outcome.key.split(':');
        serverMetrics.tournamentRounds.inc();
        deps.logger.info('tournament_step', { tournamentId, round: Number(round) });
      }
    },
  });
}
