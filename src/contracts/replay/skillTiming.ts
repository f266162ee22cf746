import { cardCatalog } from '../../content/catalog';

/** When a skill can be cast: turns before its first cast and between casts (the engine's rule). */
export interface SkillTiming {
  cooldown: number;
  initialCooldown: number;
}

/**
 * A skill's timing from the card catalogue, for the battle viewer's inspector (which counts cooldowns down
 * from the event stream, as the engine does); null for an id the catalogue does not know.
 */
export function skillTiming(skillId: string): SkillTiming | null {
  const spec = cardCatalog.skills.get(skillId);
  return spec ? { cooldown: spec.cooldown, initialCooldown: spec.initialCooldown } : null;
}
