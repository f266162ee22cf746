import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { SavedTeam } from '../../src/contracts/teams/savedTeam';
import type { Db } from '../db/database';
import { teamRepository } from '../db/teamRepository';
import type { TeamRefusalReason } from '../../src/contracts/teams/teamRefusalReason';

/** Makes a saved team the defence team (the others stop being it), in one transaction; an empty slot is refused. */
export async function setDefenceTeam(input: { accountId: string; slot: number; db: Db }): Promise<Outcome<{ teams: SavedTeam[] }, TeamRefusalReason>> {
  const { accountId, slot, db } = input;
  const found = await db.transaction(async (tx) => {
    await teamRepository.lockAccount(tx, accountId);
    if (!(await teamRepository.lock(tx, accountId, slot))) return false;
    await teamRepository.setDefence(tx, accountId, slot);
    return true;
  });
  if (!found) return refuse('team_not_found', { slot });
  return succeed({ teams: await teamRepository.list(db, accountId) });
}
