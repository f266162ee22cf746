import type { BattleRefusalReason } from '../../src/contracts/battles/battleRefusalReason';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each battle refusal; the client words them from `modes:refusals.<reason>`. */
export const BATTLE_REFUSALS: RefusalTable<BattleRefusalReason> = {
  invalid_team: { status: 422, code: 'bad_request', message: 'The battle rules refuse this team: {{detail}}' },
  team_card_not_owned: { status: 404, code: 'not_found', message: 'Unit {{unit}} is not a card you own (or it was burned).' },
  team_card_listed: { status: 409, code: 'conflict', message: 'Unit {{unit}} is listed on the market: cancel the listing first.' },
  team_not_found: { status: 404, code: 'not_found', message: 'There is no team in slot {{slot}}.' },
  stage_not_found: { status: 404, code: 'not_found', message: 'There is no campaign stage {{stage}}.' },
  stage_locked: { status: 409, code: 'conflict', message: 'Stage {{stage}} is locked: win stage {{previous}} first.' },
  insufficient_stamina: { status: 409, code: 'conflict', message: 'Not enough stamina: {{needed}} needed, {{current}} now.' },
  daily_limit_reached: { status: 429, code: 'rate_limited', message: 'You have fought all {{limit}} player battles of today; more tomorrow.' },
  commit_not_found: { status: 404, code: 'not_found', message: 'This seed commitment does not exist: ask for a new one.' },
  commit_used: { status: 409, code: 'conflict', message: 'This seed commitment was already used by a battle: ask for a new one.' },
  commit_expired: { status: 409, code: 'conflict', message: 'This seed commitment expired: ask for a new one.' },
  commit_wrong_mode: { status: 409, code: 'conflict', message: 'This seed commitment was made for another mode than {{mode}}: ask for one for this mode.' },
  idempotency_conflict: { status: 409, code: 'conflict', message: 'This request key was already used for another battle (its {{differs}} differs).' },
  battle_not_found: { status: 404, code: 'not_found', message: 'There is no such battle.' },
};
