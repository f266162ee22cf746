import * as Comlink from 'comlink';
import { Battle, BattleInputError, RULES, type TeamInput } from '../src/engine';
import { cardCatalog } from '../src/content';
import { wilsonInterval, winOddsInputSchema, type OddsProgressCallback, type WinOddsInput, type WinOddsResult, type WinOddsWorkerApi } from '../src/contracts/battle';

/** Milliseconds of play between two progress reports: each report is a round trip to the page, so not too often, and a cancel lands within this. */
const REPORT_EVERY_MS = 50;

function parseOddsInput(input: unknown): WinOddsInput {
  const parsed = winOddsInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new BattleInputError(`invalid win-odds input: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/**
 * Plays one preview battle. Odd battles swap the sides, so whatever edge the left side has (the order of equal
 * speeds) is shared evenly; returns whether the player's team won, lost or drew, and the rounds played.
 */
function playOne(team: TeamInput, opponent: TeamInput, seed: number, swap: boolean): { outcome: 'win' | 'loss' | 'draw'; rounds: number } {
  const teams: [TeamInput, TeamInput] = swap ? [opponent, team] : [team, opponent];
  const battle = new Battle({ seed, rulesVersion: RULES.version, teams }, cardCatalog);
  battle.runToEnd();
  const mine = swap ? 1 : 0;
  const outcome = battle.winner === null ? 'draw' : battle.winner === mine ? 'win' : 'loss';
  return { outcome, rounds: battle.round };
}

/** The win-odds preview behind the worker; a plain object so it can be tested in Node without a Worker. */
export function createWinOddsApi(clock: () => number = () => performance.now()): WinOddsWorkerApi {
  const cancelled = new Set<string>();
  const running = new Set<string>();
  return {
    async winOdds(runId: string, input: unknown, onProgress: OddsProgressCallback): Promise<WinOddsResult | null> {
      try {
        const { team, opponent, battles, seed } = parseOddsInput(input);
        // Refuses a team the engine cannot field before anything is counted (the Battle constructor validates).
        playOne(team, opponent, seed, false);
        running.add(runId);
        const started = clock();
        try {
          let wins = 0;
          let losses = 0;
          let rounds = 0;
          let reported = started;
          for (let i = 0; i < battles; i++) {
            const result = playOne(team, opponent, (seed + i) >>> 0, i % 2 === 1);
            if (result.outcome === 'win') wins++;
            else if (result.outcome === 'loss') losses++;
            rounds += result.rounds;
            if (clock() - reported >= REPORT_EVERY_MS || i + 1 === battles) {
              reported = clock();
              // Awaiting the page yields to the event loop, so a cancel message can arrive between reports.
              await onProgress({ played: i + 1, battles });
              if (cancelled.has(runId)) return null;
            }
          }
          const { low, high } = wilsonInterval(wins, battles);
          return {
            battles, wins, losses, draws: battles - wins - losses, winRate: wins / battles, low, high,
            averageRounds: rounds / battles, elapsedMs: clock() - started,
          };
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
  };
}
