/**
 * The first-run guide's rules without a schema, so the lobby can ask them without loading zod with the entry
 * (the schema of a step is `firstRunStep` in firstRun.ts).
 *
 * Where a player is in the guide (docs/FIRST_SESSION.md): `fight` (win campaign stage 1 with the starter team),
 * `place` (learn synergies and placement, move one card), `refight` (win stage 2), `reward` (see the first
 * rewards and what they buy), then `done`; `skipped` when the player closed it. Only forward.
 */
export const FIRST_RUN_STEPS = ['fight', 'place', 'refight', 'reward', 'done', 'skipped'] as const;
/** One of {@link FIRST_RUN_STEPS}. */
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** The guide's steps in order; `done` and `skipped` end it. */
export const FIRST_RUN_ORDER: readonly FirstRunStep[] = ['fight', 'place', 'refight', 'reward', 'done'];

/** The step a new account starts at (accounts made before the guide existed are `done`). */
export const FIRST_RUN_START: FirstRunStep = 'fight';

/** Whether the guide is over for good. */
export function firstRunOver(step: FirstRunStep): boolean {
  return step === 'done' || step === 'skipped';
}

/** Whether moving from `from` to `to` goes forward (a retry of the same step, or a step back, does not). */
export function firstRunAdvances(from: FirstRunStep, to: FirstRunStep): boolean {
  if (firstRunOver(from)) return false;
  if (to === 'skipped') return true;
  return FIRST_RUN_ORDER.indexOf(to) > FIRST_RUN_ORDER.indexOf(from);
}

/** What moves the guide on by itself, as the server sees it happen. */
export type FirstRunEvent = 'campaign_won' | 'team_saved';

/**
 * The guide's moves per event (from → to): winning a campaign battle ends the first fight and the refight; saving
 * a team (a card placed or moved) ends the placement step. The server applies them in the event's transaction.
 */
export const FIRST_RUN_MOVES: Readonly<Record<FirstRunEvent, Partial<Record<FirstRunStep, FirstRunStep>>>> = {
  campaign_won: { fight: 'place', refight: 'reward' },
  team_saved: { place: 'refight' },
};
