import { refuse, type Refusal } from '../../src/contracts/api/refusal';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';

/** Thrown inside a tournament transaction to roll it back and answer a refusal (caught by the use case). */
export class TournamentRefused extends Error {
  override readonly name = 'TournamentRefused';
  constructor(readonly refusal: Refusal<TournamentRefusalReason>) {
    super(refusal.reason);
  }
}

/** Throws a {@link TournamentRefused} for `reason`. */
export function refuseTournament(reason: TournamentRefusalReason, params?: Readonly<Record<string, string | number>>): never {
  throw new TournamentRefused(refuse(reason, params));
}
