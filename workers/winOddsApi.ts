import * as Comlink from 'comlink';
import { BattleInputError, FormationSearch, playoutBatch, RULES, Rng, validateBattleInput, type PlayoutBatch, type TeamInput } from '../src/engine';
import { cardCatalog, randomBalancedTeams } from '../src/content';
// Types only: the page validates the inputs (parseWorkerInput), so the worker carries no zod.
import type { WinOddsSlice, WinOddsTally } from '../src/contracts/battles/winOdds';
import type { CoachProgressCallback, OddsProgressCallback, WinOddsWorkerApi } from '../src/contracts/battles/workerApi';
import type { CoachFound, CoachInput } from '../src/contracts/battles/coach';

/** Milliseconds of play between two progress reports: each report is a round trip to the page, so not too often, and a cancel lands within this. */
const REPORT_EVERY_MS = 50;

/** The playouts of a preview: the team on the left, and swapped to the right. */
interface PreviewPlayouts {
  left: PlayoutBatch;
  right: PlayoutBatch;
}

function previewPlayouts(team: TeamInput, opponent: TeamInput): PreviewPlayouts {
  return { left: playoutBatch([team, opponent], cardCatalog), right: playoutBatch([opponent, team], cardCatalog) };
}

/**
 * The order a slice plays its battles in: the left side's first, then the swapped ones (unless the sides are fixed),
 * because the batches take turns on the worker's one WebAssembly instance and each switch writes a batch's tables
 * again. The tally is a sum, so the order changes nothing in it.
 */
function sliceOrder(first: number, count: number, fixedSides: boolean): number[] {
  const all = Array.from({ length: count }, (_, i) => first + i);
  return fixedSides ? all : [...all.filter((index) => index % 2 === 0), ...all.filter((index) => index % 2 === 1)];
}

/**
 * Plays battle `index` of a preview as a playout (no event built, hashes nothing: the same winner and rounds as the
 * full battle, see src/content/playout.property.test.ts). Unless the sides are fixed, odd battles swap the sides,
 * so whatever edge the left side has (the order of equal speeds) is shared evenly.
 */
function playOne(p: PreviewPlayouts, seed: number, index: number, fixedSides = false): { outcome: 'win' | 'loss' | 'draw'; rounds: number } {
  const swap = !fixedSides && index % 2 === 1;
  const batch = swap ? p.right : p.left;
  const winner = batch.play((seed + index) >>> 0);
  const mine = swap ? 1 : 0;
  const outcome = winner === null ? 'draw' : winner === mine ? 'win' : 'loss';
  return { outcome, rounds: batch.rounds };
}

/** The win-odds preview behind the worker; a plain object so it can be tested in Node without a Worker. */
export function createWinOddsApi(clock: () => number = () => performance.now()): WinOddsWorkerApi {
  const cancelled = new Set<string>();
  const running = new Set<string>();
  return {
    async winOdds(runId: string, input: WinOddsSlice, onProgress: OddsProgressCallback): Promise<WinOddsTally | null> {
      try {
        const { team, opponent, seed, first, count, sides } = input;
        // Refuses a team the engine cannot field before anything is counted.
        validateBattleInput({ seed, rulesVersion: RULES.version, teams: [team, opponent] }, cardCatalog);
        running.add(runId);
        try {
          const tally: WinOddsTally = { played: 0, wins: 0, losses: 0, draws: 0, rounds: 0 };
          let reported = clock();
          const playouts = previewPlayouts(team, opponent);
          const order = sliceOrder(first, count, sides === 'fixed');
          for (let i = 0; i < count; i++) {
            const result = playOne(playouts, seed, order[i]!, sides === 'fixed');
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
    async coach(runId: string, request: CoachInput, onProgress: CoachProgressCallback): Promise<CoachFound | null> {
      try {
        // Refuses a team the engine cannot field (its units and every bench card) before searching.
        validateBattleInput({ seed: 0, rulesVersion: RULES.version, teams: [request.team, request.opponent] }, cardCatalog);
        for (const c of request.bench) if (!cardCatalog.units.has(c.cardId)) throw new BattleInputError(`bench: unknown card "${c.cardId}"`);
        running.add(runId);
        try {
          const search = new FormationSearch({ ...request, opponents: [request.opponent] }, cardCatalog);
          let reported = clock();
          while (!search.step()) {
            if (clock() - reported < REPORT_EVERY_MS) continue;
            reported = clock();
            await onProgress({ played: search.played, total: search.total });
            if (cancelled.has(runId)) return null;
          }
          await onProgress({ played: search.total, total: search.total });
          const found = search.found!;
          return { ...found, team: { units: [...found.team.units] } };
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
        playOne(previewPlayouts(a, b), rng.nextU32(), i);
      }
    },
  };
}
