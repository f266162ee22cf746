import type { TFunction } from 'i18next';
import type { BattleSide } from '../../contracts/battles';

/**
 * How a battle side is named to the player: a player's or bot's name, the stage, the floor, or the random team.
 * `versus` names it as the side fought against (Russian puts it in the genitive: «против этапа 1-5»).
 */
export function sideName(side: BattleSide, t: TFunction, context?: 'versus'): string {
  switch (side.kind) {
    case 'player':
      return side.name;
    case 'bot':
      return t('modes:side.bot', { name: side.name, context });
    case 'stage':
      return t('modes:side.stage', { stage: side.name, context });
    case 'floor':
      return t('modes:side.floor', { floor: side.name, context });
    case 'random':
      return t('modes:side.random', { context });
  }
}
