import type { SynergyDefinition } from './definition';
import type { SynergyEffectType } from './effectType';
import { BUILTIN_SYNERGY_EFFECT_TYPES } from './effectTypes';

/** Thrown when a synergy cannot be created. */
export class SynergyError extends Error {
  override name = 'SynergyError';
}

/** A synergy ready for battle: its definition and resolved behaviour. */
export interface Synergy {
  definition: SynergyDefinition;
  effectType: SynergyEffectType;
}

/** The synergy ids the game knows (SPEC §9). */
export const REGISTERED_SYNERGY_IDS: readonly string[] = [
  'warrior_synergy', 'mage_synergy', 'human_synergy', 'assassin_synergy', 'elemental_synergy', 'guardian_synergy',
];

/** Registered synergy ids and effect types; {@link SynergyRegistry.create} refuses anything else. */
export class SynergyRegistry {
  private readonly ids = new Set<string>();
  private readonly effectTypes = new Map<string, SynergyEffectType>();

  constructor(ids: readonly string[] = REGISTERED_SYNERGY_IDS, effectTypes: readonly SynergyEffectType[] = BUILTIN_SYNERGY_EFFECT_TYPES) {
    for (const id of ids) this.ids.add(id);
    for (const t of effectTypes) this.effectTypes.set(t.id, t);
  }

  /** Creates a synergy; throws a {@link SynergyError} for an unregistered id or effect type or bad thresholds. */
  create(definition: SynergyDefinition): Synergy {
    if (!this.ids.has(definition.id)) {
      throw new SynergyError(`Cannot create synergy "${definition.id}": the id is not registered (registered: ${[...this.ids].join(', ')})`);
    }
    const effectType = this.effectTypes.get(definition.effectType);
    if (!effectType) {
      throw new SynergyError(`Cannot create synergy "${definition.id}": effect type "${definition.effectType}" is not registered (registered: ${[...this.effectTypes.keys()].join(', ')})`);
    }
    const t = definition.thresholds;
    if (t.length === 0 || t.some((n, i) => !Number.isInteger(n) || n < 1 || (i > 0 && n <= (t[i - 1] as number)))) {
      throw new SynergyError(`Cannot create synergy "${definition.id}": thresholds must be ascending positive integers`);
    }
    for (const p of effectType.params) {
      if (typeof definition.effectParams[p] !== 'number') {
        throw new SynergyError(`Cannot create synergy "${definition.id}": effect type "${effectType.id}" needs effectParams.${p}`);
      }
    }
    return { definition, effectType };
  }
}

/** Level reached by a count: the number of thresholds it meets (0 = inactive). */
export function synergyLevel(thresholds: readonly number[], count: number): number {
  let level = 0;
  for (const t of thresholds) if (count >= t) level++;
  return level;
}
