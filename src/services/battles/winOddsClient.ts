// The files themselves, not the folder's index: that also holds the seed-fairness schemas (zod classic), which the
// battle route must not load.
import { coachInputSchema, coachResult, type CoachInput, type CoachProgress, type CoachResult } from '../../contracts/battles/coach';
import { parseWorkerInput } from '../../contracts/battles/parseWorkerInput';
import { oddsResult, sliceBattles, winOddsSliceSchema, type WinOddsInput, type WinOddsProgress, type WinOddsResult, type WinOddsTally } from '../../contracts/battles/winOdds';
import type { WinOddsWorkerApi } from '../../contracts/battles/workerApi';
import { releasableCallback } from './releasableCallback';
import { connectBattleWorker, type WorkerConnection } from './workerConnection';

/** A running win-odds preview. */
export interface WinOddsRun {
  /** The result, or null if cancelled; rejects on a refused input or {@link WinOddsClient.dispose}. */
  done: Promise<WinOddsResult | null>;
  /** Stops the preview at its next progress report (within about 50 ms). */
  cancel(): void;
}

/** A running formation-coach search. */
export interface CoachRun {
  /** The result, or null if cancelled; rejects on a refused input or {@link WinOddsClient.dispose}. */
  done: Promise<CoachResult | null>;
  /** Stops the search at its next progress report (within about 50 ms). */
  cancel(): void;
}

/** Typed client of the battle workers' win-odds methods: the page stays responsive while the workers play. */
export interface WinOddsClient {
  /** Plays the preview split across the client's workers; `onProgress` sees the battles played by all of them. */
  run(input: WinOddsInput, onProgress: (progress: WinOddsProgress) => void): WinOddsRun;
  /** Runs the formation coach's search in the first worker (one search is a sequence of halving rounds). */
  coach(input: CoachInput, onProgress: (progress: CoachProgress) => void): CoachRun;
  /** How many workers share a preview. */
  readonly workers: number;
  /** Terminates the workers; a running preview rejects. */
  dispose(): void;
}

/** At most this many workers: a phone has few cores and the page needs one of them. */
const MAX_WORKERS = 2;
/** Throwaway battles each worker plays at start, so the first preview runs on compiled code. */
const WARM_UP_BATTLES = 150;

/** Workers worth starting on this device: one per core up to {@link MAX_WORKERS}, one where the count is unknown. */
export function oddsWorkerCount(cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.min(MAX_WORKERS, cores ?? 1));
}

let nextId = 0;

/**
 * Starts the battle workers for win-odds previews (or wraps given ones, for tests) and warms their engine at
 * once, so create it when the editor opens rather than on the first tap.
 */
export function createWinOddsClient(workers?: readonly Worker[], clock: () => number = () => performance.now()): WinOddsClient {
  const count = workers?.length ?? oddsWorkerCount();
  const connections: WorkerConnection<WinOddsWorkerApi>[] = Array.from({ length: count }, (_, i) => connectBattleWorker<WinOddsWorkerApi>(`win-odds-${i + 1}`, workers?.[i]));
  for (const c of connections) void c.settle(() => c.api.warmUpOdds(WARM_UP_BATTLES)).catch(() => {});
  return {
    workers: count,
    run(input, onProgress) {
      const id = `odds-${++nextId}`;
      const started = clock();
      const slices = sliceBattles(input.battles, connections.length);
      const played = slices.map(() => 0);
      const calls = slices.map((slice, i) => {
        const c = connections[i]!;
        const progress = releasableCallback((p: WinOddsProgress) => {
          played[i] = p.played;
          onProgress({ played: played.reduce((a, b) => a + b, 0), battles: input.battles });
        });
        // Validated here, not in the worker (which then carries no zod); async, so a refusal rejects the call.
        const call = c.settle(async () => c.api.winOdds(id, parseWorkerInput(winOddsSliceSchema, { ...input, ...slice }, 'win-odds'), progress.proxy));
        void call.then(progress.release, progress.release);
        return call;
      });
      const cancel = () => { for (const c of connections) if (!c.isDisposed()) void c.api.cancelOdds(id); };
      // One slice refused or cancelled stops the others: a partial tally is not the preview asked for.
      const done = Promise.all(calls.map((call) => call.then((tally) => { if (tally === null) cancel(); return tally; }, (error: unknown) => { cancel(); throw error; })))
        .then((tallies) => (tallies.every((t): t is WinOddsTally => t !== null) ? oddsResult(tallies, clock() - started) : null));
      return { done, cancel };
    },
    coach(input, onProgress) {
      const id = `coach-${++nextId}`;
      const started = clock();
      const c = connections[0]!;
      const progress = releasableCallback(onProgress);
      const call = c.settle(async () => c.api.coach(id, parseWorkerInput(coachInputSchema, input, 'coach'), progress.proxy));
      void call.then(progress.release, progress.release);
      return {
        done: call.then((found) => (found === null ? null : coachResult(found, clock() - started))),
        cancel: () => { if (!c.isDisposed()) void c.api.cancelOdds(id); },
      };
    },
    dispose: () => { for (const c of connections) c.dispose(); },
  };
}
