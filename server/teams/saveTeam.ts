import { recordInviteMilestone } from '../invites/recordInviteMilestone';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { SavedTeam, TeamPlacement } from '../../src/contracts/teams/savedTeam';
import { teamProblem } from '../../src/contracts/teams/teamProblem';
import type { TeamRefusalReason } from '../../src/contracts/teams/teamRefusalReason';
import { TeamRefused } from './teamRefused';

/** What a save names: the slot, the team's name and its placed copies. */
export interface SaveTeamInput {
  accountId: string;
  slot: number;
  name: string;
  units: readonly TeamPlacement[];
  now: Date;
}

/**
 * Saves a team in a slot, in one transaction: the account's team writes are serialised, the team row is created or locked, then every copy it held
 * or will hold (id order); each new copy must be the player's, live and not on the market, and the team must
 * pass the engine's own battle-input validation. Membership is replaced and the copies' team locks rewritten
 * from it; the player's first team becomes the defence team. The same body saved again changes nothing.
 */
export async function saveTeam(deps: Pick<AppDeps, 'db' | 'repositories'>, input: SaveTeamInput): Promise<Outcome<{ team: SavedTeam }, TeamRefusalReason>> {
  const { accountId, slot, name, units, now } = input;
  try {
    await deps.db.transaction(async (tx) => {
      await deps.repositories.teams.lockAccount(tx, accountId);
      await deps.repositories.teams.upsert(tx, accountId, slot, name, now);
      const before = await deps.repositories.teams.memberIds(tx, accountId, slot);
      const touched = [...new Set([...before, ...units.map((u) => u.instanceId)])];
      const rows = new Map((await deps.repositories.cards.lockOwned(tx, accountId, touched)).map((r) => [r.id, r]));
      const formation = units.map((u, index) => {
        const row = rows.get(u.instanceId);
        if (!row || row.burnedAt) throw new TeamRefused(refuse('team_card_not_owned', { unit: index + 1 }));
        if (row.lockedBy === 'market') throw new TeamRefused(refuse('team_card_listed', { unit: index + 1, card: row.cardId }));
        return { cardId: row.cardId, level: row.level, position: u.position };
      });
      const problem = teamProblem(formation);
      if (problem) {
        const params: Record<string, string | number> = { problem: problem.code, detail: problem.detail };
        if (problem.unit !== undefined) {
          params.unit = problem.unit + 1;
          params.card = formation[problem.unit]?.cardId ?? '';
        }
        throw new TeamRefused(refuse('invalid_team', params));
      }
      await deps.repositories.teams.replaceUnits(tx, accountId, slot, units);
      await deps.repositories.teams.syncLocks(tx, accountId, touched);
      // Invites: a team of five or more is a milestone of the player's inviter, credited once.
      if (units.length >= 5) await recordInviteMilestone({ ...deps, db: tx }, accountId, 'team_of_five', now);
      if ((await deps.repositories.teams.defenceSlot(tx, accountId)) === null) await deps.repositories.teams.setDefence(tx, accountId, slot);
      // The first-run guide's placement step ends with the player's first save.
      await deps.repositories.firstRun.moveFirstRunIn(tx, accountId, 'team_saved');
    });
  } catch (error) {
    if (error instanceof TeamRefused) return error.refusal;
    throw error;
  }
  const team = (await deps.repositories.teams.list(deps.db, accountId)).find((t) => t.slot === slot);
  if (!team) throw new Error(`team ${slot} vanished after saving`);
  return succeed({ team });
}
