import * as Comlink from 'comlink';
import { battleOutcome, BattleInputError, RULES, Rng, validateBattleInput, type TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';
import { winOddsSliceSchema, type WinOddsSlice, type WinOddsTally } from '../src/contracts/battle/winOdds';
import type { OddsProgressCallback, WinOddsWorkerApi } from '../src/contracts/battle/workerApi';

/** Milliseconds of play between two progress reports: each report is a round trip to the page, so not too often, and a cancel lands within this. */
const REPORT_EVERY_MS = 50;

function parseSlice(input: unknown): WinOddsSlice {
  const parsed = winOddsSliceSchema.safeParse(input);
  if (!parsed.success) {
    throw new BattleInputError(`invalid win-odds input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/**
 * Plays battle `index` of a preview as a playout (no event built, hashes nothing: the same winner and rounds as the
 * full battle, see src/content/playout.property.test.ts). Odd battles swap the sides, so
 * whatever edge the left side has (the order of equal speeds) is shared evenly.
 */
function playOne(team: TeamInput, opponent: TeamInput, seed: number, index: number): { outcome: 'win' | 'loss' | 'draw'; rounds: number } {
  const swap = index % 2 === 1;
  const teams: [TeamInput, TeamInput] = swap ? [opponent, team] : [team, opponent];
  const { winner, rounds } = battleOutcome({ seed: (seed + index) >>> 0, rulesVersion: RULES.version, teams }, cardCatalog);
  const mine = swap ? 1 : 0;
  const outcome = winner === null ? 'draw' : winner === mine ? 'win' : 'loss';
  return { outcome, rounds };
}

/** The win-odds preview behind the worker; a plain object so it can be tested in Node without a Worker. */
export function createWinOddsApi(clock: () => number = () => performance.now()): WinOddsWorkerApi {
  const cancelled = new Set<string>();
  const running = new Set<string>();
  return {
    async winOdds(runId: string, input: unknown, onProgress: OddsProgressCallback): Promise<WinOddsTally | null> {
      try {
        const { team, opponent, seed, first, count } = parseSlice(input);
        // Refuses a team the engine cannot field before anything is counted.
        validateBattleInput({ seed, rulesVersion: RULES.version, teams: [team, opponent] }, cardCatalog);
        running.add(runId);
        try {
          const tally: WinOddsTally = { played: 0, wins: 0, losses: 0, draws: 0, rounds: 0 };
          let reported = clock();
          for (let i = 0; i < count; i++) {
            const result = playOne(team, opponent, seed, first + i);
            if (result.outcome === 'win') tally.wins++;
            else if (result.outcome === 'loss') tally.losses++;
            else tally.draws++;
            tally.rounds += result.rounds;
            tally.played++;
            if (clock() - reported >= REPORT_EVERY_MS || i + 1 === count) {
              reported = clock();
              // Awaiting the page yields to the event loop, so a cancel message can arrive between reports.
              await onProgress({ played: i + 1, battles: count });
              if (cancelled.has(runId)) return null;
            }
          }
          return tally;
        } finally {
          running.delete(runId);
          cancelled.delete(runId);
        }
      } finally {
        (onProgress as Partial<Comlink.ProxyMethods>)[Comlink.releaseProxy]?.();
      }
    },
    cancelOdds(runId: string): void {
      if (running.has(runId)) cancelled.add(runId);
    },
    warmUpOdds(battles: number): void {
      const rng = new Rng(0x0dd5);
      const n = Math.max(0, Math.min(1000, Math.floor(battles)));
      for (let i = 0; i < n; i++) {
        const [a, b] = randomBalancedTeams(rng);
        playOne(a, b, rng.nextU32(), i);
      }
    },
  };
}
