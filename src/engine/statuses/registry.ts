import { toPermille } from '../permille';
import { ELEMENTS, type DamageType, type Element } from '../types';
import type { CompiledStatus, StatusEffectType } from './compiled';
import type { StatusDefinition } from './definition';
import { BUILTIN_STATUS_EFFECT_TYPES } from './effectTypes';

/** Thrown for a status definition or lookup the registry cannot accept. */
export class StatusRegistryError extends Error {
  override name = 'StatusRegistryError';
}

const DAMAGE_TYPES: readonly string[] = ['physical', 'magic', 'true'];

/**
 * Status definitions by id. A later registration with the same id replaces the earlier one (SPEC §9:
 * regeneration is registered twice and the later one is in force).
 */
export class StatusRegistry {
  private readonly effectTypes = new Map<string, StatusEffectType>();
  private readonly statuses = new Map<string, CompiledStatus>();

  constructor(effectTypes: readonly StatusEffectType[] = BUILTIN_STATUS_EFFECT_TYPES) {
    for (const t of effectTypes) this.effectTypes.set(t.id, t);
  }

  /** Registers (or replaces) a status; throws on an unknown effect type or malformed values. */
  register(definition: StatusDefinition): CompiledStatus {
    const effectType = this.effectTypes.get(definition.effectType);
    if (!effectType) {
      throw new StatusRegistryError(`Status "${definition.id}": unknown effectType "${definition.effectType}" (registered: ${[...this.effectTypes.keys()].join(', ')})`);
    }
    if (!Number.isInteger(definition.duration) || definition.duration === 0 || definition.duration < -1) {
      throw new StatusRegistryError(`Status "${definition.id}": duration must be a positive integer or -1, got ${definition.duration}`);
    }
    const a = definition.attributes ?? {};
    let damageType: DamageType = 'true';
    let element: Element | null = null;
    if (a.damageType !== undefined) {
      if (DAMAGE_TYPES.includes(a.damageType)) damageType = a.damageType as DamageType;
      else if ((ELEMENTS as readonly string[]).includes(a.damageType)) element = a.damageType as Element;
    }
    if (effectType.changesElement && element === null) {
      throw new StatusRegistryError(`Status "${definition.id}": an element-change status needs attributes.damageType set to an element`);
    }
    const compiled: CompiledStatus = {
      id: definition.id,
      definition,
      duration: definition.duration,
      effectType,
      value: effectType.value === 'fraction' ? toPermille(definition.effectValue) : Math.round(definition.effectValue),
      removeType: definition.removeType ?? null,
      damageType,
      element,
      damagePerTurn: toPermille(a.damagePerTurn ?? 0),
      healPerTurn: toPermille(a.healPerTurn ?? 0),
      speedReduce: toPermille(a.speedReduce ?? 0),
      defenseBoost: toPermille(a.defenseBoost ?? 0),
      damageAmplify: toPermille(a.damageAmplify ?? 0),
      radius: a.radius ?? 0,
      changesElement: effectType.changesElement === true,
      zone: effectType.zone ?? null,
    };
    this.statuses.set(definition.id, compiled);
    return compiled;
  }

  /** The status in force for an id; throws if none is registered. */
  get(id: string): CompiledStatus {
    const s = this.statuses.get(id);
    if (!s) throw new StatusRegistryError(`Unknown status "${id}"`);
    return s;
  }

  /** Whether a status id is registered. */
  has(id: string): boolean {
    return this.statuses.has(id);
  }

  /** All statuses in force, in first-registration order. */
  all(): CompiledStatus[] {
    return [...this.statuses.values()];
  }
}

/** A registry holding the given definitions, registered in order. */
export function createStatusRegistry(definitions: readonly StatusDefinition[]): StatusRegistry {
  const registry = new StatusRegistry();
  for (const d of definitions) registry.register(d);
  return registry;
}
