import type { TeamRefusalReason } from '../../src/contracts/teams/teamRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each team refusal; the client words them from `cards:teams.refusals.<reason>`. */
export const TEAM_REFUSALS: RefusalTable<TeamRefusalReason> = {
  invalid_team: { status: 422, code: 'bad_request' },
  team_card_not_owned: { status: 404, code: 'not_found' },
  team_card_listed: { status: 409, code: 'conflict' },
  team_not_found: { status: 404, code: 'not_found' },
};
