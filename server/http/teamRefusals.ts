import type { TeamRefusalReason } from '../../src/contracts/teams/teamRefusalReason';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each team refusal; the client words them from `cards:teams.refusals.<reason>`. */
export const TEAM_REFUSALS: RefusalTable<TeamRefusalReason> = {
  invalid_team: { status: 422, code: 'bad_request', message: 'The battle rules refuse this team: {{detail}}' },
  team_card_not_owned: { status: 404, code: 'not_found', message: 'Unit {{unit}} is not a card you own (or it was burned).' },
  team_card_listed: { status: 409, code: 'conflict', message: 'Unit {{unit}} is listed on the market: cancel the listing first.' },
  team_not_found: { status: 404, code: 'not_found', message: 'There is no team in slot {{slot}}.' },
};
