import { STATUS_DEFINITIONS, type SkillEffect, type SkillSpec } from '../../engine';

/** One line of a skill's numbers: a translation key under `cards:skill.` and its values. */
export interface SkillFact {
  key: string;
  values: Record<string, string | number>;
}

const turnsOf = new Map(STATUS_DEFINITIONS.map((s) => [s.id, s.duration]));
const percent = (permille: number) => Math.round(permille / 10);

/** The numbers of one effect, as the engine will apply them (ratios and chances are permille in the data). */
function effectFact(effect: SkillEffect): SkillFact {
  switch (effect.kind) {
    case 'damage':
      return { key: 'effect.damage', values: { percent: percent(effect.ratio), scaling: effect.scaling, damageType: effect.damageType } };
    case 'heal':
      return { key: 'effect.heal', values: { percent: percent(effect.ratio) } };
    case 'applyStatus':
      return {
        key: effect.chance === undefined ? 'effect.status' : 'effect.statusChance',
        values: { status: effect.status, turns: turnsOf.get(effect.status) ?? 0, chance: percent(effect.chance ?? 1000) },
      };
    case 'removeStatuses':
      return { key: `effect.remove.${effect.removeType}`, values: {} };
    case 'createField':
      return { key: 'effect.field', values: { status: effect.status, turns: turnsOf.get(effect.status) ?? 0 } };
  }
}

/**
 * What the detail sheet says about a skill, in order: whom it targets, range and area, cooldown and first
 * cast, then each effect with its ratio, chance and status turns. Keys are translated by the screen.
 */
export function skillFacts(skill: SkillSpec): SkillFact[] {
  const facts: SkillFact[] = [{ key: `target.${skill.target}`, values: {} }];
  if (skill.range > 0) facts.push({ key: 'range', values: { range: skill.range } });
  if (skill.radius !== undefined) facts.push({ key: 'area', values: { radius: skill.radius, size: skill.radius * 2 + 1 } });
  facts.push({ key: 'cooldown', values: { cooldown: skill.cooldown, first: skill.initialCooldown } });
  return [...facts, ...skill.effects.map(effectFact)];
}
