import type { TFunction } from 'i18next';
import type { BattleSide } from '../../contracts/battles';

/**
 * A matchmaking bot's name in the player's language: the server names a bot in English (its list is
 * src/content/modes/pvpRating.ts), the client words it; a name it does not know stays as it came.
 */
export function botName(name: string, t: TFunction): string {
  return t(`modes:side.botName.${name.toLowerCase().replace(/[^a-z]+/g, '_')}`, { defaultValue: name });
}

/**
 * How a battle side is named to the player: a player's or bot's name, the stage, the floor, or the random team.
 * `versus` names it as the side fought against (Russian puts it in the genitive: «против этапа 1-5»).
 */
export function sideName(side: BattleSide, t: TFunction, context?: 'versus'): string {
  switch (side.kind) {
    case 'player':
      return side.name;
    case 'bot':
      return t('modes:side.bot', { name: botName(side.name, t), context });
    case 'stage':
      return t('modes:side.stage', { stage: side.name, context });
    case 'floor':
      return t('modes:side.floor', { floor: side.name, context });
    case 'random':
      return t('modes:side.random', { context });
  }
}
