import type { TeamInput } from '../../src/engine';
import type { AppDeps } from '../appDeps';
import type { TeamPlacement } from '../../src/contracts/teams/savedTeam';
import { teamProblem } from '../../src/contracts/teams/teamProblem';
import { teamPower } from '../../src/rules/teams/unitPower';
import { refuseBattle } from './battleRefused';

/** What the checks need of a locked copy. */
type LockedCopy = { cardId: string; level: number; lockedBy: string | null; burnedAt: Date | null };

/** The attacker's team for a battle, at its copies' levels now, and the saved slot it came from (if any). */
export interface PlayerBattleTeam {
  team: TeamInput;
  /** The saved team's slot and name, for the team ranking; null for copies placed just for this battle. */
  saved: { slot: number; name: string } | null;
  power: number;
  cardIds: string[];
}

/**
 * Builds the player's team from a saved slot or from placed copies, inside the battle's transaction: the copies
 * are locked FOR UPDATE in id order (a market listing, burn or level-up of them waits for the battle), each must
 * be the player's, live and not on the market, and the engine's own validation must accept the team.
 */
export async function playerBattleTeam(deps: Pick<AppDeps, 'db' | 'repositories'>, playerId: string, choice: { teamSlot?: number | undefined; units?: readonly TeamPlacement[] | undefined }): Promise<PlayerBattleTeam> {
  if (choice.teamSlot !== undefined) {
    // The usual case in one round trip; anything unusual (no team, a copy gone) takes the detailed path below.
    const locked = await deps.repositories.battles.lockSavedTeam(deps.db, playerId, choice.teamSlot);
    if (locked.length > 0 && locked[0]!.members === locked.length) {
      const byPosition = [...locked].sort((a, b) => a.position - b.position);
      return teamOf(byPosition.map((row) => ({ row, position: row.position })), { slot: choice.teamSlot, name: locked[0]!.name });
    }
  }
  let placements: readonly TeamPlacement[];
  let saved: PlayerBattleTeam['saved'] = null;
  if (choice.teamSlot !== undefined) {
    const team = (await deps.repositories.teams.list(deps.db, playerId)).find((t) => t.slot === choice.teamSlot);
    if (!team) return refuseBattle('team_not_found', { slot: choice.teamSlot });
    placements = team.units.map(({ instanceId, position }) => ({ instanceId, position }));
    saved = { slot: team.slot, name: team.name };
  } else {
    placements = choice.units ?? [];
  }
  const rows = new Map((await deps.repositories.cards.lockOwned(deps.db, playerId, placements.map((p) => p.instanceId))).map((r) => [r.id, r]));
  return teamOf(placements.map((p) => ({ row: rows.get(p.instanceId), position: p.position })), saved);
}

/** The locked copies of a team's placements (undefined: not the player's), checked and validated by the engine's rules. */
function teamOf(placed: readonly { row: LockedCopy | undefined; position: number }[], saved: PlayerBattleTeam['saved']): PlayerBattleTeam {
  const units = placed.map(({ row, position }, index) => {
    if (!row || row.burnedAt) return refuseBattle('team_card_not_owned', { unit: index + 1 });
    if (row.lockedBy === 'market') return refuseBattle('team_card_listed', { unit: index + 1, card: row.cardId });
    return { cardId: row.cardId, level: row.level, position };
  });
  const problem = teamProblem(units);
  if (problem) {
    const params: Record<string, string | number> = { problem: problem.code, detail: problem.detail };
    if (problem.unit !== undefined) {
      params.unit = problem.unit + 1;
      params.card = units[problem.unit]?.cardId ?? '';
    }
    refuseBattle('invalid_team', params);
  }
  return { team: { units }, saved, power: teamPower(units), cardIds: units.map((u) => u.cardId) };
}
