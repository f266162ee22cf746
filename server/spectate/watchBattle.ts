import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import { SPECTATE_SETTINGS } from '../../src/content/modes/spectateSettings';
import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';

/**
 * Counts the player as watching a battle now (the viewer calls every 20 s while open) and answers how many players
 * were seen watching it within {@link SPECTATE_SETTINGS.watcherWindowSeconds}: in the database, so every process agrees.
 */
export async function watchBattle(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; battleId: string; now: Date }): Promise<Outcome<{ watchers: number }, TournamentRefusalReason>> {
  if (!(await deps.repositories.battles.get(deps.db, input.battleId))) return refuse('battle_not_found');
  const since = new Date(input.now.getTime() - SPECTATE_SETTINGS.watcherWindowSeconds * 1000);
  return succeed({ watchers: await deps.repositories.spectate.watch(deps.db, input.battleId, input.playerId, input.now, since) });
}
