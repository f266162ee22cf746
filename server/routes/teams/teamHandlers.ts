import type { Outcome } from '../../../src/contracts/api/refusal';
import type { teamsApi } from '../../../src/contracts/teams';
import type { Db } from '../../db/database';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import type { TeamRefusalReason } from '../../../src/contracts/teams/teamRefusalReason';
import { TEAM_REFUSALS } from '../../http/teamRefusals';
import { deleteTeam } from '../../teams/deleteTeam';
import { listTeams } from '../../teams/listTeams';
import { saveTeam } from '../../teams/saveTeam';
import { setDefenceTeam } from '../../teams/setDefenceTeam';
import { MAX_TEAMS } from '../../../src/contracts/teams/savedTeam';

/** What the team handlers need: the database and the clock. */
export interface TeamDeps {
  db: Db;
  now: () => Date;
}

function answer<T>(outcome: Outcome<T, TeamRefusalReason>): T {
  if (!outcome.ok) throw refusalError(outcome, TEAM_REFUSALS, outcome.reason === 'invalid_team' ? 'units' : undefined);
  return outcome.value;
}

/** Team endpoints: HTTP in, one use case, its answer or refusal out. */
export function teamHandlers(deps: TeamDeps): Handlers<typeof teamsApi> {
  return {
    async listTeams({ player }) {
      return { ...answer(await listTeams({ accountId: player.id, db: deps.db })), maxTeams: MAX_TEAMS };
    },
    async saveTeam({ player, params, body }) {
      return answer(await saveTeam({ accountId: player.id, slot: params.slot, name: body.name, units: body.units, now: deps.now(), db: deps.db }));
    },
    async deleteTeam({ player, params }) {
      return answer(await deleteTeam({ accountId: player.id, slot: params.slot, db: deps.db }));
    },
    async setDefenceTeam({ player, params }) {
      return answer(await setDefenceTeam({ accountId: player.id, slot: params.slot, db: deps.db }));
    },
  };
}
