import type { ActiveCue, PlaybackFrame } from '../playback';
import { ease } from './easing';
import { CELL, type BoardView } from './sceneLayout';
import type { UnitLook } from './UnitNode';

/**
 * How every unit looks in a frame: its cell from the folded state, then the cues in flight (move, lunge, hit,
 * death, turn). A pure function of the frame, so a seek draws exactly what straight playing would.
 */
export function unitLooks(frame: PlaybackFrame, selectedUnit: number | null, reducedMotion: boolean, view: BoardView): UnitLook[] {
  const looks: UnitLook[] = frame.state.units.map((u) => {
    const c = view.center(u.x, u.y);
    const active = frame.state.activeUnit === u.unit && u.alive;
    // Idle breathing: a slow squash of the portrait, each unit out of phase with the others (a function of time).
    const breathe = reducedMotion ? 1 : 1 + BREATH * Math.sin((frame.time / BREATH_MS) * Math.PI * 2 + u.unit * 1.7);
    return {
      state: u, x: c.x, y: c.y, alpha: u.alive ? 1 : 0, scale: 1, flash: 0, trailHealth: u.health, active, selected: selectedUnit === u.unit,
      breathe, lift: active && !reducedMotion ? ACTIVE_LIFT : 0, shieldBreak: -1, burst: -1,
    };
  });
  for (const { cue, progress } of frame.active) applyCue(looks, cue, progress, reducedMotion, view);
  return looks;
}

/** Breathing depth (a fraction of the portrait's height) and period. */
export const BREATH = 0.03;
const BREATH_MS = 2400;
/** How far the acting unit is raised, in virtual units. */
export const ACTIVE_LIFT = 6;
/** How far a hit knocks its target back, in virtual units (twice on a critical hit). */
export const KNOCKBACK = 10;

function applyCue(looks: UnitLook[], cue: ActiveCue['cue'], p: number, reducedMotion: boolean, view: BoardView): void {
  switch (cue.kind) {
    case 'move': {
      const look = looks[cue.unit];
      if (!look) return;
      const from = view.center(cue.from.x, cue.from.y);
      const to = view.center(cue.to.x, cue.to.y);
      if (reducedMotion) {
        // A crossfade: out at the old cell, in at the new one; no travel.
        const at = p < 0.5 ? from : to;
        look.x = at.x;
        look.y = at.y;
        look.alpha *= Math.abs(1 - 2 * p);
      } else {
        const k = ease.inOutSine(p);
        look.x = from.x + (to.x - from.x) * k;
        look.y = from.y + (to.y - from.y) * k - ease.bump(p) * 10;
      }
      return;
    }
    case 'attack': {
      const a = looks[cue.unit];
      const t = looks[cue.target];
      if (!a || !t || reducedMotion) return;
      const dx = t.x - a.x;
      const dy = t.y - a.y;
      const len = Math.hypot(dx, dy) || 1;
      const reach = cue.ranged ? 8 : Math.min(CELL * 0.35, len / 2);
      const k = ease.bump(p);
      a.x += (dx / len) * reach * k;
      a.y += (dy / len) * reach * k;
      return;
    }
    case 'hitFlash': {
      const t = looks[cue.target];
      if (!t) return;
      t.flash = Math.max(t.flash, 1 - p);
      // The shake starts towards the drawn board's right edge, so a mirrored board draws the mirror image.
      if (!reducedMotion) t.x += (view.mirrored ? -1 : 1) * Math.sin(p * Math.PI * 4) * (cue.critical ? 4 : 2) * (1 - p);
      return;
    }
    case 'damageNumber': {
      const t = looks[cue.target];
      if (!t) return;
      // Knocked back, away from whoever hit it, and settling again (a status tick has no source: no push).
      const s = cue.source === null ? undefined : looks[cue.source];
      if (s && s !== t && !reducedMotion) {
        const dx = t.x - s.x;
        const dy = t.y - s.y;
        const len = Math.hypot(dx, dy) || 1;
        const push = KNOCKBACK * (cue.critical ? 2 : 1) * ease.bump(ease.clamp01(p * 2.5));
        t.x += (dx / len) * push;
        t.y += (dy / len) * push;
      }
      // The trailing segment holds the lost health for a moment, then drains.
      const k = ease.clamp01((p - 0.35) / 0.55);
      t.trailHealth = Math.max(t.trailHealth, cue.healthBefore + (cue.healthAfter - cue.healthBefore) * k);
      return;
    }
    case 'death': {
      const u = looks[cue.unit];
      if (!u) return;
      // Flashes white, swells, then dissolves out of its cell; the effects layer bursts a ring where it stood.
      u.alpha = 1 - ease.clamp01((p - 0.2) / 0.8);
      u.flash = Math.max(u.flash, 1 - ease.clamp01(p * 3));
      u.burst = p;
      u.breathe = 1;
      u.lift = 0;
      if (!reducedMotion) {
        u.scale = p < 0.2 ? 1 + 0.6 * p : 1.12 - 0.5 * (p - 0.2);
        u.y += 10 * ease.clamp01((p - 0.2) / 0.8);
      }
      return;
    }
    case 'statusRemoved': {
      // A shield that is broken or taken off pops as a bubble.
      const u = looks[cue.target];
      if (u && (cue.reason === 'depleted' || cue.reason === 'removeShield')) u.shieldBreak = p;
      return;
    }
    case 'turnSkipped': {
      const u = looks[cue.unit];
      if (u && !reducedMotion) u.x += (view.mirrored ? -1 : 1) * Math.sin(p * Math.PI * 6) * 4 * (1 - p);
      return;
    }
    case 'battleStart': {
      for (const u of looks) u.alpha *= ease.clamp01(p * 1.5);
      return;
    }
    case 'statusApplied':
    case 'synergyActivated': {
      const ids = cue.kind === 'synergyActivated' ? cue.units : [cue.target];
      if (reducedMotion) return;
      for (const id of ids) {
        const u = looks[id];
        if (u) u.scale *= 1 + 0.08 * ease.bump(p);
      }
      return;
    }
    default:
      return;
  }
}
