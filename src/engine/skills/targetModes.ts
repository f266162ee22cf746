import { distance } from '../board';
import type { UnitState } from '../state';
import type { SkillTargetMode } from '../types';
import type { SkillTargetModeHandler } from './host';

function inRange(a: UnitState, b: UnitState, range: number): boolean {
  return distance(a.x, a.y, b.x, b.y) <= range;
}

/** The caster's current target, if within the skill's range. */
const target: SkillTargetModeHandler = {
  id: 'target',
  select(_host, caster, skill, t) {
    return t && inRange(caster, t, skill.range) ? [t] : [];
  },
};

/** The current target (in range) and every other enemy within `radius` of it. */
const targetArea: SkillTargetModeHandler = {
  id: 'targetArea',
  select(host, caster, skill, t) {
    if (!t || !inRange(caster, t, skill.range)) return [];
    const radius = skill.radius ?? 1;
    const out = [t];
    for (const u of host.units) {
      if (u !== t && u.alive && u.team !== caster.team && distance(u.x, u.y, t.x, t.y) <= radius) out.push(u);
    }
    return out;
  },
};

/** The living enemy in range with the least health (lowest uid on ties). */
const weakestEnemy: SkillTargetModeHandler = {
  id: 'weakestEnemy',
  select(host, caster, skill) {
    let best: UnitState | null = null;
    for (const u of host.units) {
      if (!u.alive || u.team === caster.team || !inRange(caster, u, skill.range)) continue;
      if (!best || u.health < best.health) best = u;
    }
    return best ? [best] : [];
  },
};

/** Every living enemy. */
const allEnemies: SkillTargetModeHandler = {
  id: 'allEnemies',
  select(host, caster) {
    return host.units.filter((u) => u.alive && u.team !== caster.team);
  },
};

/** The caster. */
const self: SkillTargetModeHandler = {
  id: 'self',
  select(_host, caster) {
    return [caster];
  },
};

/** The ally in range (caster included) with the lowest health share, only if it is hurt. */
const weakestAlly: SkillTargetModeHandler = {
  id: 'weakestAlly',
  select(host, caster, skill) {
    let best: UnitState | null = null;
    let bestShare = 1000;
    for (const u of host.units) {
      if (!u.alive || u.team !== caster.team || !inRange(caster, u, skill.range)) continue;
      const share = Math.floor((u.health * 1000) / u.maxHealth);
      if (share < bestShare) {
        best = u;
        bestShare = share;
      }
    }
    return best ? [best] : [];
  },
};

/** Every living ally, caster included. */
const allAllies: SkillTargetModeHandler = {
  id: 'allAllies',
  select(host, caster) {
    return host.units.filter((u) => u.alive && u.team === caster.team);
  },
};

/** Living allies within `radius` of the caster, caster included. */
const alliesAround: SkillTargetModeHandler = {
  id: 'alliesAround',
  select(host, caster, skill) {
    const radius = skill.radius ?? 1;
    return host.units.filter((u) => u.alive && u.team === caster.team && distance(u.x, u.y, caster.x, caster.y) <= radius);
  },
};

/** Target mode handlers by id. */
export const SKILL_TARGET_MODES: Readonly<Record<SkillTargetMode, SkillTargetModeHandler>> = {
  target, targetArea, weakestEnemy, allEnemies, self, weakestAlly, allAllies, alliesAround,
};
