import type { QuestRefusalReason } from '../../src/contracts/quests/questRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each quest refusal; the client words them from `quests:refusals.<reason>`. */
export const QUEST_REFUSALS: RefusalTable<QuestRefusalReason> = {
  quest_not_found: { status: 404, code: 'not_found', message: 'There is no such quest today.' },
  quest_incomplete: { status: 409, code: 'conflict', message: 'This quest is not finished yet ({{progress}}/{{target}}).' },
  quest_claimed: { status: 409, code: 'conflict', message: 'This quest\'s reward was already taken.' },
  streak_claimed: { status: 409, code: 'conflict', message: 'Today\'s streak reward was already taken; come back tomorrow.' },
  ...LEDGER_REFUSALS,
};
