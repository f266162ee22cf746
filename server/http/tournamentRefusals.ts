import type { TournamentRefusalReason } from '../../src/contracts/tournaments/tournamentRefusalReason';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each tournament refusal; the client words them from `tournaments:refusals.<reason>`. */
export const TOURNAMENT_REFUSALS: RefusalTable<TournamentRefusalReason> = {
  tournament_not_found: { status: 404, code: 'not_found', message: 'There is no such tournament (check the invite code).' },
  tournament_closed: { status: 409, code: 'conflict', message: 'This tournament has started or ended: entries are closed.' },
  tournament_full: { status: 409, code: 'conflict', message: 'This tournament is full ({{max}} players).' },
  already_joined: { status: 409, code: 'conflict', message: 'You have already joined this tournament.' },
  team_breaks_rules: { status: 422, code: 'bad_request', message: "Unit {{unit}} breaks the tournament's rules ({{rule}})." },
  invalid_team: { status: 422, code: 'bad_request', message: 'The battle rules refuse this team: {{detail}}' },
  team_card_not_owned: { status: 404, code: 'not_found', message: 'Unit {{unit}} is not a card you own (or it was burned).' },
  team_card_listed: { status: 409, code: 'conflict', message: 'Unit {{unit}} is listed on the market: cancel the listing first.' },
  team_not_found: { status: 404, code: 'not_found', message: 'There is no team in slot {{slot}}.' },
  not_creator: { status: 403, code: 'forbidden', message: 'Only its creator can cancel this tournament, and only before it starts.' },
  too_many_private: { status: 429, code: 'rate_limited', message: 'You already run {{limit}} private tournaments.' },
  insufficient_funds: { status: 409, code: 'conflict', message: 'Not enough {{currency}}: {{needed}} needed, {{available}} available.' },
  idempotency_conflict: { status: 409, code: 'conflict', message: 'This request key was already used for another request.' },
  battle_not_found: { status: 404, code: 'not_found', message: 'There is no such battle.' },
  player_not_found: { status: 404, code: 'not_found', message: 'There is no such player.' },
  cannot_follow_self: { status: 422, code: 'bad_request', message: 'You cannot follow yourself.' },
};
