import { succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { SavedTeam } from '../../src/contracts/teams/savedTeam';

/** The player's saved teams, by slot. */
export async function listTeams(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<Outcome<{ teams: SavedTeam[] }, never>> {
  return succeed({ teams: await deps.repositories.teams.list(deps.db, input.accountId) });
}
