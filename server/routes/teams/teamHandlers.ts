import type { Outcome } from '../../../src/contracts/api/refusal';
import type { teamsApi } from '../../../src/contracts/teams';
import type { AppDeps } from '../../appDeps';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import type { TeamRefusalReason } from '../../../src/contracts/teams/teamRefusalReason';
import { TEAM_REFUSALS } from '../../http/teamRefusals';
import { deleteTeam } from '../../teams/deleteTeam';
import { listTeams } from '../../teams/listTeams';
import { saveTeam } from '../../teams/saveTeam';
import { setDefenceTeam } from '../../teams/setDefenceTeam';
import { MAX_TEAMS } from '../../../src/contracts/teams/savedTeam';

/** What the team handlers take from the app's dependencies: the database, the repositories and the clock. */
export type TeamDeps = Pick<AppDeps, 'db' | 'repositories' | 'now'>;

function answer<T>(outcome: Outcome<T, TeamRefusalReason>): T {
  if (!outcome.ok) throw refusalError(outcome, TEAM_REFUSALS, outcome.reason === 'invalid_team' ? 'units' : undefined);
  return outcome.value;
}

/** Team endpoints: HTTP in, one use case, its answer or refusal out. */
export function teamHandlers(deps: TeamDeps): Handlers<typeof teamsApi> {
  return {
    async listTeams({ player }) {
      return { ...answer(await listTeams(deps, { accountId: player.id })), maxTeams: MAX_TEAMS };
    },
    async saveTeam({ player, params, body }) {
      return answer(await saveTeam(deps, { accountId: player.id, slot: params.slot, name: body.name, units: body.units, now: deps.now() }));
    },
    async deleteTeam({ player, params }) {
      return answer(await deleteTeam(deps, { accountId: player.id, slot: params.slot }));
    },
    async setDefenceTeam({ player, params }) {
      return answer(await setDefenceTeam(deps, { accountId: player.id, slot: params.slot }));
    },
  };
}
