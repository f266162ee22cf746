import type { AppDeps } from '../appDeps';
import type { MatchRow } from '../db/tournamentRepository';
import { shareSignInEvidence } from '../listings/shareSignInEvidence';

/**
 * Whether fair play withholds a player's prize: they won a match against an account that shares sign-in evidence
 * with theirs (the market's signal, docs/TOURNAMENTS.md "Fair play"). The place stands; the prize is not paid.
 */
export async function prizeWithheld(deps: Pick<AppDeps, 'db' | 'repositories'>, playerId: string, matches: readonly MatchRow[], now: Date): Promise<boolean> {
  const beaten = new Set<string>();
  for (const m of matches) {
    if (m.playerB === null) continue;
    if (m.playerA === playerId && m.result === 'a') beaten.add(m.playerB);
    if (m.playerB === playerId && m.result === 'b') beaten.add(m.playerA);
  }
  for (const other of beaten) if (await shareSignInEvidence(deps, playerId, other, now)) return true;
  return false;
}
