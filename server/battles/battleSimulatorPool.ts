import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { BattleInput } from '../../src/engine';
import type { BattleSimulator } from './battleSimulator';
import type { BattleDecision } from './decideBattle';

/** A {@link BattleSimulator} on worker threads, and a way to stop them. */
export interface BattleSimulatorPool {
  simulate: BattleSimulator;
  close(): Promise<void>;
}

/**
 * Battles on a piscina pool of worker threads (docs/SERVER.md "Battle starts"), so a long battle never holds the
 * event loop that answers other requests. The worker is TypeScript: threads load it through tsx (`--import tsx`),
 * as the server itself runs. The pool is per process; every request of the process shares it.
 */
export function createBattleSimulatorPool(threads: number): BattleSimulatorPool {
  const pool = new Piscina<BattleInput, BattleDecision>({
    filename: fileURLToPath(new URL('./battleWorker.ts', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: ['--import', 'tsx'],
  });
  return {
    simulate: (input) => pool.run(input),
    close: () => pool.close(),
  };
}
