// zod/mini like the battle input (the battle worker validates these; see battleInput.ts).
import * as z from 'zod/mini';
import { teamInputSchema } from './battleInput';
import { wilsonInterval } from './winOdds';

/** Candidate formations the coach considers (the floor: at least 500). */
export const COACH_CANDIDATES = 512;

/** A coach request: improve `team` against a known `opponent`, optionally trying cards from `bench`. */
export const coachInputSchema = z.object({
  team: teamInputSchema,
  opponent: teamInputSchema,
  bench: z.array(z.object({ cardId: z.string().check(z.minLength(1), z.maxLength(64)), level: z.int().check(z.gte(1), z.lte(10)) })).check(z.maxLength(64)),
  seed: z.int().check(z.gte(0), z.lte(0xffffffff)),
  candidates: z.int().check(z.gte(1), z.lte(4096)),
});
/** A validated coach request. */
export type CoachInput = z.infer<typeof coachInputSchema>;

/** Progress of a running search. */
export interface CoachProgress {
  played: number;
  total: number;
}

/** Wins of one formation on the check's fresh seeds. */
export interface CoachScore {
  battles: number;
  wins: number;
  draws: number;
}

/** What the coach found (the engine's FormationSearchResult, as it crosses the worker boundary). */
export interface CoachFound {
  /** Per unit of the suggestion: its card (index into the team's units, then the bench) and slot. */
  picks: { source: number; position: number }[];
  team: z.infer<typeof teamInputSchema>;
  before: CoachScore;
  after: CoachScore;
  improved: boolean;
  considered: number;
  battles: number;
}

/** A coach result as the page shows it: odds before and after with their 95 % intervals. */
export interface CoachResult extends CoachFound {
  beforeOdds: { rate: number; low: number; high: number };
  afterOdds: { rate: number; low: number; high: number };
  elapsedMs: number;
}

/** Adds the odds and intervals to what the worker found. */
export function coachResult(found: CoachFound, elapsedMs: number): CoachResult {
  const odds = (s: CoachScore) => ({ rate: s.battles > 0 ? s.wins / s.battles : 0, ...wilsonInterval(s.wins, s.battles) });
  return { ...found, beforeOdds: odds(found.before), afterOdds: odds(found.after), elapsedMs };
}
