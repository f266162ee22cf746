import type { Logger } from '../logger';
import { errorFields } from '../logger';
import { serverMetrics } from '../metrics/serverMetrics';
import { advanceDueTournaments } from './advanceTournament';
import type { TournamentDeps } from './tournamentDeps';

/**
 * Every `tickMs`, advances the tournaments that are due (docs/SERVER.md "Background jobs"). Every process runs
 * one; each step claims its tournament with `FOR UPDATE SKIP LOCKED`, so a round is played by exactly one of them.
 * A tick never overlaps the previous one. `stop` waits for a running tick.
 */
export function startTournamentScheduler(deps: TournamentDeps & { logger: Logger; tickMs: number; now?: () => Date }): { stop(): Promise<void> } {
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = advanceDueTournaments(deps, now)
      .then((steps) => {
        for (const step of steps) {
          if (!step) continue;
          serverMetrics.tournamentRounds.inc({ did: step.did });
          deps.logger.info('tournament_step', { tournamentId: step.tournamentId, did: step.did, ...(step.round ? { round: step.round } : {}) });
        }
      })
      .catch((error: unknown) => deps.logger.warn('tournament_step_failed', errorFields(error)))
      .finally(() => (running = undefined));
  };
  const timer = deps.tickMs > 0 ? setInterval(tick, deps.tickMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
