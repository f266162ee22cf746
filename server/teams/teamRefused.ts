import type { Refusal } from '../../src/contracts/api/refusal';
import type { TeamRefusalReason } from '../../src/contracts/teams/teamRefusalReason';

/** Thrown inside a team transaction to roll it back and answer a refusal (caught by the use case). */
export class TeamRefused extends Error {
  override readonly name = 'TeamRefused';
  constructor(readonly refusal: Refusal<TeamRefusalReason>) {
    super(refusal.reason);
  }
}
