import type { QuestRefusalReason } from '../../src/contracts/quests/questRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each quest refusal; the client words them from `quests:refusals.<reason>`. */
export const QUEST_REFUSALS: RefusalTable<QuestRefusalReason> = {
  quest_not_found: { status: 404, code: 'not_found' },
  quest_incomplete: { status: 409, code: 'conflict' },
  quest_claimed: { status: 409, code: 'conflict' },
  streak_claimed: { status: 409, code: 'conflict' },
  ...LEDGER_REFUSALS,
};
