import { distance } from '../board';
import type { UnitState } from '../state';
import type { SkillTargetMode } from '../types';
import type { SkillTargetModeHandler } from './host';

// Each mode appends its targets to `out` (empty on entry, reused by the battle so a turn allocates nothing).

function inRange(a: UnitState, b: UnitState, range: number): boolean {
  return distance(a.x, a.y, b.x, b.y) <= range;
}

/** The caster's current target, if within the skill's range. */
const target: SkillTargetModeHandler = {
  id: 'target',
  usesTarget: true,
  select(_host, caster, skill, t, out) {
    if (t && inRange(caster, t, skill.range)) out.push(t);
  },
};

/** The current target (in range) and every other enemy within `radius` of it. */
const targetArea: SkillTargetModeHandler = {
  id: 'targetArea',
  usesTarget: true,
  select(host, caster, skill, t, out) {
    if (!t || !inRange(caster, t, skill.range)) return;
    const radius = skill.radius ?? 1;
    out.push(t);
    for (const u of host.teamUnits[1 - caster.team]!) {
      if (u !== t && u.alive && distance(u.x, u.y, t.x, t.y) <= radius) out.push(u);
    }
  },
};

/** The living enemy in range with the least health (lowest uid on ties). */
const weakestEnemy: SkillTargetModeHandler = {
  id: 'weakestEnemy',
  usesTarget: false,
  select(host, caster, skill, _t, out) {
    let best: UnitState | null = null;
    for (const u of host.teamUnits[1 - caster.team]!) {
      if (!u.alive || !inRange(caster, u, skill.range)) continue;
      if (!best || u.health < best.health) best = u;
    }
    if (best) out.push(best);
  },
};

/** Every living enemy. */
const allEnemies: SkillTargetModeHandler = {
  id: 'allEnemies',
  usesTarget: false,
  select(host, caster, _skill, _t, out) {
    for (const u of host.teamUnits[1 - caster.team]!) if (u.alive) out.push(u);
  },
};

/** The caster. */
const self: SkillTargetModeHandler = {
  id: 'self',
  usesTarget: false,
  select(_host, caster, _skill, _t, out) {
    out.push(caster);
  },
};

/** The ally in range (caster included) with the lowest health share, only if it is hurt. */
const weakestAlly: SkillTargetModeHandler = {
  id: 'weakestAlly',
  usesTarget: false,
  select(host, caster, skill, _t, out) {
    let best: UnitState | null = null;
    let bestShare = 1000;
    for (const u of host.teamUnits[caster.team]) {
      if (!u.alive || !inRange(caster, u, skill.range)) continue;
      const share = Math.floor((u.health * 1000) / u.maxHealth);
      if (share < bestShare) {
        best = u;
        bestShare = share;
      }
    }
    if (best) out.push(best);
  },
};

/** Every living ally, caster included. */
const allAllies: SkillTargetModeHandler = {
  id: 'allAllies',
  usesTarget: false,
  select(host, caster, _skill, _t, out) {
    for (const u of host.teamUnits[caster.team]) if (u.alive) out.push(u);
  },
};

/** Living allies within `radius` of the caster, caster included. */
const alliesAround: SkillTargetModeHandler = {
  id: 'alliesAround',
  usesTarget: false,
  select(host, caster, skill, _t, out) {
    const radius = skill.radius ?? 1;
    for (const u of host.teamUnits[caster.team]) {
      if (u.alive && distance(u.x, u.y, caster.x, caster.y) <= radius) out.push(u);
    }
  },
};

/** Target mode handlers by id. */
export const SKILL_TARGET_MODES: Readonly<Record<SkillTargetMode, SkillTargetModeHandler>> = {
  target, targetArea, weakestEnemy, allEnemies, self, weakestAlly, allAllies, alliesAround,
};
