import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each tournament refusal; the client words them from `tournaments:refusals.<reason>`. */
export const TOURNAMENT_REFUSALS: RefusalTable<TournamentRefusalReason> = {
  tournament_not_found: { status: 404, code: 'not_found' },
  tournament_closed: { status: 409, code: 'conflict' },
  tournament_full: { status: 409, code: 'conflict' },
  already_joined: { status: 409, code: 'conflict' },
  team_breaks_rules: { status: 422, code: 'bad_request' },
  invalid_team: { status: 422, code: 'bad_request' },
  team_card_not_owned: { status: 404, code: 'not_found' },
  team_card_listed: { status: 409, code: 'conflict' },
  team_not_found: { status: 404, code: 'not_found' },
  not_creator: { status: 403, code: 'forbidden' },
  too_many_private: { status: 429, code: 'rate_limited' },
  insufficient_funds: { status: 409, code: 'conflict' },
  idempotency_conflict: { status: 409, code: 'conflict' },
  battle_not_found: { status: 404, code: 'not_found' },
  player_not_found: { status: 404, code: 'not_found' },
  cannot_follow_self: { status: 422, code: 'bad_request' },
};
