import { repeatWeight } from '../../src/content/modes/fairPlay';
import type { AppDeps } from '../appDeps';
import { utcDayStart } from '../battles/utcDay';
import { shareSignInEvidence } from '../listings/shareSignInEvidence';

/**
 * Whether a result between two accounts may count for standings: move ratings, pay tournament prizes. False when
 * they share sign-in evidence (the signal the market uses: sessions from the same network and browser family in
 * the last 90 days), so one person's two accounts cannot feed each other. Runs in the caller's transaction.
 */
export async function resultCounts(deps: Pick<AppDeps, 'db' | 'repositories'>, a: string, b: string, now: Date): Promise<boolean> {
  return !(await shareSignInEvidence(deps, a, b, now));
}

/**
 * The share of the usual rating change a PvP result between two accounts gets (docs/GAME_RULES.md "Fair play"):
 * 0 when the result does not count, else halved for every earlier duel of the pair this UTC day (1, ½, ¼ …).
 */
export async function ratingWeight(deps: Pick<AppDeps, 'db' | 'repositories'>, attacker: string, defender: string, now: Date): Promise<number> {
  if (!(await resultCounts(deps, attacker, defender, now))) return 0;
  return repeatWeight(await deps.repositories.fairPlay.duelsBetween(deps.db, attacker, defender, utcDayStart(now)));
}
