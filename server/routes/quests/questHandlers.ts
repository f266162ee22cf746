import type { questsApi } from '../../../src/contracts/quests';
import type { AppDeps } from '../../appDeps';
import type { Handlers } from '../../http/registerEndpoints';
import { QUEST_REFUSALS } from '../../http/questRefusals';
import { refusalError } from '../../http/refusalError';
import { claimQuest } from '../../quests/claimQuest';
import { claimStreak } from '../../quests/claimStreak';
import { questBoardOf } from '../../quests/questBoardOf';

/** Daily quests and the login streak. */
export function questHandlers(deps: Pick<AppDeps, 'db' | 'repositories' | 'now'>): Handlers<typeof questsApi> {
  return {
    async getQuests({ player }) {
      return questBoardOf(deps, player.id, deps.now());
    },
    async claimStreak({ player }) {
      const outcome = await claimStreak(deps, { accountId: player.id, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, QUEST_REFUSALS);
      return outcome.value;
    },
    async claimQuest({ player, params }) {
      const outcome = await claimQuest(deps, { accountId: player.id, slot: params.slot, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, QUEST_REFUSALS);
      return outcome.value;
    },
  };
}
