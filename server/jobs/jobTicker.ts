import { errorFields, type Logger } from '../logger';

/** A running ticker; `stop` waits for the tick in flight. */
export interface JobTicker {
  stop(): Promise<void>;
}

/**
 * Calls `tick` every `intervalMs` (first after one interval), never two at once in this process (a slow tick skips
 * the next ones instead of piling up); failures are logged and retried on the next tick. Unref'd: never keeps the
 * process alive. Other processes run their own tickers: the jobs' row locks, not this timer, make work happen once.
 */
export function startJobTicker(options: { name: string; intervalMs: number; tick: () => Promise<void>; logger: Logger }): JobTicker {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options
      .tick()
      .catch((error: unknown) => options.logger.warn(`${options.name} tick failed`, errorFields(error)))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
