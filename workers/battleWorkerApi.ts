import * as Comlink from 'comlink';
import { Battle, BattleInputError, battleVerdict, verify, type BattleVerdict } from '../src/engine';
import { cardCatalog } from '../src/content';
// Module paths, not the battle contracts' index: that also builds the seed-fairness schemas this worker never uses.
import { battleInputSchema, type BattleInputData } from '../src/contracts/battles/battleInput';
import type { BattleWorkerApi, RoundCallback } from '../src/contracts/battles/workerApi';

function parseInput(input: unknown): BattleInputData {
  const parsed = battleInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new BattleInputError(`invalid battle input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** The engine behind the worker API; plain object so it can be tested in Node without a Worker. */
export function createBattleWorkerApi(): BattleWorkerApi {
  const cancelled = new Set<string>();
  const running = new Set<string>();
  return {
    async start(battleId: string, input: unknown, onRound: RoundCallback): Promise<BattleVerdict | null> {
      try {
        // The hash (of the input's rules version) is fed as each event is produced, not from the stream at the end.
        const battle = new Battle(parseInput(input), cardCatalog, { hash: true });
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
    verify(input: unknown): BattleVerdict {
      return verify(parseInput(input), cardCatalog);
    },
  };
}
