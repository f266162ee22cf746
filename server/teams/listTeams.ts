import { succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { SavedTeam } from '../../src/contracts/teams/savedTeam';
import type { Db } from '../db/database';
import { teamRepository } from '../db/teamRepository';

/** The player's saved teams, by slot. */
export async function listTeams(input: { accountId: string; db: Db }): Promise<Outcome<{ teams: SavedTeam[] }, never>> {
  return succeed({ teams: await teamRepository.list(input.db, input.accountId) });
}
