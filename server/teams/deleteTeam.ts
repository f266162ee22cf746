import { succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { SavedTeam } from '../../src/contracts/teams/savedTeam';
import { cardRepository } from '../db/cardRepository';
import type { Db } from '../db/database';
import { teamRepository } from '../db/teamRepository';

/**
 * Deletes a slot's team in one transaction (team row, then its copies locked in id order) and frees its copies
 * unless another team holds them; when it was the defence team, the lowest remaining slot takes over. Deleting
 * an empty slot answers deleted: false, so a retry is harmless.
 */
export async function deleteTeam(input: { accountId: string; slot: number; db: Db }): Promise<Outcome<{ deleted: boolean; teams: SavedTeam[] }, never>> {
  const { accountId, slot, db } = input;
  const deleted = await db.transaction(async (tx) => {
    await teamRepository.lockAccount(tx, accountId);
    const row = await teamRepository.lock(tx, accountId, slot);
    if (!row) return false;
    const members = await teamRepository.memberIds(tx, accountId, slot);
    await cardRepository.lockOwned(tx, accountId, members);
    await teamRepository.remove(tx, accountId, slot);
    await teamRepository.syncLocks(tx, accountId, members);
    if (row.isDefence) await teamRepository.setDefence(tx, accountId, await teamRepository.firstSlot(tx, accountId));
    return true;
  });
  return succeed({ deleted, teams: await teamRepository.list(db, accountId) });
}
