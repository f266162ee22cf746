import { inlineSimulator, type BattleSimulator } from './battleSimulator';
import { createBattleSimulatorPool } from './battleSimulatorPool';

/**
 * Worker threads that play battles when BATTLE_THREADS is not set: none. A battle holds the event loop ≈ 0.3 ms
 * (≤ 1 ms at the 30-round cap), less than handing it to a worker costs the event loop (≈ 1 ms of structured
 * clone and message ports per start); docs/SERVER.md "Battle starts".
 */
export const DEFAULT_BATTLE_THREADS = 0;

/**
 * The server's battle simulator from BATTLE_THREADS: 0 plays battles on the event loop, N > 0 on a piscina pool of
 * N worker threads shared by every request of the process. Throws on nonsense at start-up.
 */
export function battleSimulatorFromEnv(env: { BATTLE_THREADS?: string | undefined }): { simulate: BattleSimulator; threads: number; close(): Promise<void> } {
  const raw = env.BATTLE_THREADS?.trim();
  const threads = raw === undefined || raw === '' ? DEFAULT_BATTLE_THREADS : Number(raw);
  if (!Number.isInteger(threads) || threads < 0 || threads > 64) throw new Error(`BATTLE_THREADS must be a whole number from 0 to 64, got "${raw}"`);
  if (threads === 0) return { simulate: inlineSimulator, threads, close: async () => undefined };
  const pool = createBattleSimulatorPool(threads);
  return { simulate: pool.simulate, threads, close: pool.close };
}
