import * as Comlink from 'comlink';
import { Battle, battleVerdict, verify, type BattleInput, type BattleVerdict } from '../src/engine';
import { cardCatalog } from '../src/content';
// Module paths, not the battle contracts' index: that also builds the seed-fairness schemas this worker never uses.
import type { BattleWorkerApi, RoundCallback } from '../src/contracts/battles/workerApi';

/** The engine behind the worker API; plain object so it can be tested in Node without a Worker. */
export function createBattleWorkerApi(): BattleWorkerApi {
  const cancelled = new Set<string>();
  const running = new Set<string>();
  return {
    async start(battleId: string, input: BattleInput, onRound: RoundCallback): Promise<BattleVerdict | null> {
      try {
        // The page validated the input (parseWorkerInput); the engine refuses what it cannot play. The hash (of the
        // input's rules version) is fed as each event is produced, not from the stream at the end.
        const battle = new Battle(input, cardCatalog, { hash: true });
        running.add(battleId);
        try {
          while (!battle.over) {
            // Awaiting the consumer yields to the event loop, so a cancel message can arrive between rounds.
            await onRound(battle.next());
            if (cancelled.has(battleId)) return null;
          }
          return battleVerdict(battle);
        } finally {
          running.delete(battleId);
          cancelled.delete(battleId);
          // Cancelled, or the page's callback failed: the module instance goes back to the pool now.
          battle.abandon();
        }
      } finally {
        // A Comlink proxy holds a MessagePort, and the page's callback (and what it captures) stays alive until
        // it is released; do it now (also for a refused input) rather than whenever this worker collects garbage.
        (onRound as Partial<Comlink.ProxyMethods>)[Comlink.releaseProxy]?.();
      }
    },
    cancel(battleId: string): void {
      if (running.has(battleId)) cancelled.add(battleId);
    },
    verify(input: BattleInput): BattleVerdict {
      return verify(input, cardCatalog);
    },
  };
}
