import type { TFunction } from 'i18next';
import type { BattleSide } from '../../contracts/battles';

/** How a battle side is named to the player: a player's or bot's name, the stage, the floor, or the random team. */
export function sideName(side: BattleSide, t: TFunction): string {
  switch (side.kind) {
    case 'player':
      return side.name;
    case 'bot':
      return t('modes:side.bot', { name: side.name });
    case 'stage':
      return t('modes:side.stage', { stage: side.name });
    case 'floor':
      return t('modes:side.floor', { floor: side.name });
    case 'random':
      return t('modes:side.random');
  }
}
