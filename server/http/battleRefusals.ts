import type { BattleRefusalReason } from '../../src/contracts/battles/battleRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each battle refusal; the client words them from `modes:refusals.<reason>`. */
export const BATTLE_REFUSALS: RefusalTable<BattleRefusalReason> = {
  invalid_team: { status: 422, code: 'bad_request' },
  team_card_not_owned: { status: 404, code: 'not_found' },
  team_card_listed: { status: 409, code: 'conflict' },
  team_not_found: { status: 404, code: 'not_found' },
  stage_not_found: { status: 404, code: 'not_found' },
  stage_locked: { status: 409, code: 'conflict' },
  insufficient_stamina: { status: 409, code: 'conflict' },
  daily_limit_reached: { status: 429, code: 'rate_limited' },
  commit_not_found: { status: 404, code: 'not_found' },
  commit_used: { status: 409, code: 'conflict' },
  commit_expired: { status: 409, code: 'conflict' },
  commit_wrong_mode: { status: 409, code: 'conflict' },
  idempotency_conflict: { status: 409, code: 'conflict' },
  battle_not_found: { status: 404, code: 'not_found' },
};
