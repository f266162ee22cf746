import type { BattleEvent, Element, Team } from '../../engine';
import type { SoundEffect } from '../audio/soundCatalog';

/** What the mapping needs besides the event: each unit's element now, and whose side the viewer is on (null: a stranger). */
export interface SoundContext {
  elementOf(unit: number): Element | undefined;
  viewerTeam: Team | null;
}

/**
 * The effect an event makes, if any: a hit or a critical hit, a cast sounding like its caster's element, a heal,
 * a shield broken (depleted), a death, and the end as the viewer hears it (their win: victory; their loss or a
 * draw: defeat; a stranger's replay: victory unless drawn).
 */
export function battleSoundOf(event: BattleEvent, context: SoundContext): SoundEffect | null {
  switch (event.type) {
    case 'damage': return event.critical ? 'crit' : 'hit';
    case 'skillCast': return `cast_${context.elementOf(event.unit) ?? 'light'}`;
    case 'heal': return 'heal';
    case 'statusRemoved': return event.reason === 'depleted' ? 'shield_break' : null;
    case 'unitDied': return 'death';
    case 'battleEnd':
      if (event.winner === null) return 'defeat';
      if (context.viewerTeam === null) return 'victory';
      return event.winner === context.viewerTeam ? 'victory' : 'defeat';
    default: return null;
  }
}

/** Each unit's element as the events change it: the battle's start, then every elementChanged. */
export function elementTracker(): { see(event: BattleEvent): void; elementOf(unit: number): Element | undefined } {
  const elements = new Map<number, Element>();
  return {
    see(event) {
      if (event.type === 'battleStart') for (const unit of event.units) elements.set(unit.unit, unit.element);
      else if (event.type === 'elementChanged') elements.set(event.unit, event.element);
    },
    elementOf: (unit) => elements.get(unit),
  };
}
