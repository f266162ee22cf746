import type { questsApi } from '../../../src/contracts/quests';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/registerEndpoints';
import { QUEST_REFUSALS } from '../../http/questRefusals';
import { refusalError } from '../../http/refusalError';
import { claimQuest } from '../../quests/claimQuest';
import { claimStreak } from '../../quests/claimStreak';
import { questBoardOf } from '../../quests/questBoardOf';

/** Daily quests and the login streak. */
export function questHandlers(deps: { db: Db; now: () => Date }): Handlers<typeof questsApi> {
  return {
    async getQuests({ player }) {
      return questBoardOf(deps.db, player.id, deps.now());
    },
    async claimStreak({ player }) {
      const outcome = await claimStreak({ db: deps.db, accountId: player.id, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, QUEST_REFUSALS);
      return outcome.value;
    },
    async claimQuest({ player, params }) {
      const outcome = await claimQuest({ db: deps.db, accountId: player.id, slot: params.slot, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, QUEST_REFUSALS);
      return outcome.value;
    },
  };
}
