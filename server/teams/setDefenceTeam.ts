import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { SavedTeam } from '../../src/contracts/teams/savedTeam';
import type { TeamRefusalReason } from '../../src/contracts/teams/teamRefusalReason';

/** Makes a saved team the defence team (the others stop being it), in one transaction; an empty slot is refused. */
export async function setDefenceTeam(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; slot: number }): Promise<Outcome<{ teams: SavedTeam[] }, TeamRefusalReason>> {
  const { accountId, slot } = input;
  const found = await deps.db.transaction(async (tx) => {
    await deps.repositories.teams.lockAccount(tx, accountId);
    if (!(await deps.repositories.teams.lock(tx, accountId, slot))) return false;
    await deps.repositories.teams.setDefence(tx, accountId, slot);
    return true;
  });
  if (!found) return refuse('team_not_found', { slot });
  return succeed({ teams: await deps.repositories.teams.list(deps.db, accountId) });
}
