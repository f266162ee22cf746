import type { QuestId } from '../../src/content/quests/questPool';
import type { AppDeps } from '../appDeps';
import { questDay } from './questDay';

/** What happened that quests count: a battle (its mode, result, stars, whether the player's team had a synergy active) or a level-up. */
export type QuestEvent =
  | { kind: 'battle'; pvp: boolean; won: boolean; stars: number; synergy: () => boolean }
  | { kind: 'level_up' };

/** The progress an event gives each quest. */
function gainsOf(event: QuestEvent): Map<QuestId, number> {
  if (event.kind === 'level_up') return new Map([['level_card', 1]]);
  const gains = new Map<QuestId, number>([['play_battles', 1]]);
  if (event.won) gains.set('win_battles', 1);
  if (event.pvp) gains.set('play_duel', 1);
  if (event.pvp && event.won) gains.set('win_duel', 1);
  if (event.stars > 0) gains.set('earn_stars', event.stars);
  // Asked only for a win: it replays the team's opening in the engine.
  if (event.won && event.synergy()) gains.set('win_with_synergy', 1);
  return gains;
}

/**
 * Counts an event towards the player's quests of the day, inside the caller's transaction (the battle's or the
 * level-up's): kept exactly when the result is, and added as an increment, so concurrent battles all count.
 */
export async function recordQuestProgress(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, event: QuestEvent, now: Date): Promise<void> {
  await deps.repositories.quests.advance(deps.db, accountId, questDay(now).day, gainsOf(event));
}
