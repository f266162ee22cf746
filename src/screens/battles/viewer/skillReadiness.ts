import type { SkillTiming } from '../../../contracts/replay';

/**
 * Turns until a skill can be cast again, as the engine counts: cooldowns start at the skill's initial
 * cooldown, a cast sets the full cooldown, and every turn the unit ends (acting or not, the cast turn too)
 * takes one off. `turnsEnded` is the unit's finished turns, `lastCast` the value it had when the skill was
 * last cast (undefined: never).
 */
export function turnsUntilReady(timing: SkillTiming, turnsEnded: number, lastCast: number | undefined): number {
  if (lastCast === undefined) return Math.max(0, timing.initialCooldown - turnsEnded);
  return Math.max(0, timing.cooldown - (turnsEnded - lastCast));
}
