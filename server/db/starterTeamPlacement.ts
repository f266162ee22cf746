import { starterTeam } from '../../src/content/starterSet';
import type { Db } from './database';
import { teamRepository } from './teamRepository';

/** The team slot a new account's starter team is saved in. */
export const STARTER_TEAM_SLOT = 1;

/**
 * Saves the starter cards as the account's first team, placed as the card set's `starterTeam()` says (front row
 * warriors and guard, back row casters), and makes it the defence team: a new player can fight at once, without
 * opening the editor. Runs inside the starter grant's transaction, only when that transaction granted the cards,
 * so it happens once per account. `copies` are the granted copies; the first copy of each starter card is placed.
 */
export async function placeStarterTeamIn(tx: Db, accountId: string, copies: readonly { id: string; cardId: string }[], name: string, now: Date): Promise<void> {
  const used = new Set<string>();
  const placements = starterTeam().units.flatMap((unit) => {
    const copy = copies.find((c) => c.cardId === unit.cardId && !used.has(c.id));
    if (!copy) return [];
    used.add(copy.id);
    return [{ instanceId: copy.id, position: unit.position }];
  });
  await teamRepository.upsert(tx, accountId, STARTER_TEAM_SLOT, name, now);
  await teamRepository.replaceUnits(tx, accountId, STARTER_TEAM_SLOT, placements);
  await teamRepository.syncLocks(tx, accountId, [...used]);
  await teamRepository.setDefence(tx, accountId, STARTER_TEAM_SLOT);
}
