import { permille } from '../permille';
import type { UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { SkillEffect, SkillSpec } from '../types';
import type { SkillHost } from './host';

type EffectOf<K extends SkillEffect['kind']> = Extract<SkillEffect, { kind: K }>;

/** A registered skill effect kind: applies one effect entry to the chosen targets. */
export interface SkillEffectHandler<K extends SkillEffect['kind']> {
  kind: K;
  /** `status`: an applyStatus effect's status as the battle's table holds it, looked up once per battle (else null). */
  apply(host: SkillHost, caster: UnitState, targets: readonly UnitState[], effect: EffectOf<K>, skill: SkillSpec, status: CompiledStatus | null): void;
}

/** Hits each living target with ratio × the caster's attack or magic. */
const damage: SkillEffectHandler<'damage'> = {
  kind: 'damage',
  apply(host, caster, targets, effect, skill) {
    for (const t of targets) if (t.alive) host.hit(caster, t, effect.damageType, effect.scaling, effect.ratio, 'skill', skill.id);
  },
};

/** Heals each living target by ratio × the caster's magic. */
const heal: SkillEffectHandler<'heal'> = {
  kind: 'heal',
  apply(host, caster, targets, effect, skill) {
    const amount = permille(host.magicOf(caster), effect.ratio);
    for (const t of targets) if (t.alive) host.heal(caster, t, amount, 'skill', skill.id);
  },
};

/** Puts a status on each living target, with an optional chance (permille) per target. */
const applyStatus: SkillEffectHandler<'applyStatus'> = {
  kind: 'applyStatus',
  apply(host, caster, targets, effect, _skill, status) {
    for (const t of targets) {
      if (t.alive && (effect.chance === undefined || host.chance(effect.chance))) host.applyStatus(caster, t, status ?? effect.status);
    }
  },
};

/** Strips every status of one removal class from each living target. */
const removeStatuses: SkillEffectHandler<'removeStatuses'> = {
  kind: 'removeStatuses',
  apply(host, _caster, targets, effect) {
    for (const t of targets) if (t.alive) host.removeStatuses(t, effect.removeType);
  },
};

/** Lays a field centred on the first target's cell. */
const createField: SkillEffectHandler<'createField'> = {
  kind: 'createField',
  apply(host, caster, targets, effect) {
    const centre = targets[0];
    if (centre) host.createField(caster, effect.status, centre.x, centre.y);
  },
};

/** Skill effect handlers by kind. */
export const SKILL_EFFECTS: { readonly [K in SkillEffect['kind']]: SkillEffectHandler<K> } = {
  damage, heal, applyStatus, removeStatuses, createField,
};

