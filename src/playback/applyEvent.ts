import type { BattleEvent, UnitSnapshot } from '../engine';
import type { SceneState, UnitState } from './sceneState';

/** A fresh state before any event. */
export function initialSceneState(): SceneState {
  return {
    width: 7, height: 8, round: 0, activeUnit: null, turnStart: -1, units: [], fields: [], synergies: [],
    activatedSynergies: [], result: null, eventIndex: -1,
  };
}

/** A deep copy (states are plain data). */
export function cloneSceneState(s: SceneState): SceneState {
  return {
    ...s,
    units: s.units.map((u) => ({ ...u, statuses: u.statuses.map((st) => ({ ...st })), lastCast: { ...u.lastCast } })),
    fields: s.fields.map((f) => ({ ...f })),
    synergies: s.synergies.map((y) => ({ ...y })),
    activatedSynergies: [...s.activatedSynergies],
    result: s.result ? { ...s.result } : null,
  };
}

function unitFrom(snapshot: UnitSnapshot): UnitState {
  return {
    unit: snapshot.unit, team: snapshot.team, cardId: snapshot.cardId, level: snapshot.level, element: snapshot.element,
    x: snapshot.x, y: snapshot.y, health: snapshot.health, maxHealth: snapshot.maxHealth, shield: 0, alive: snapshot.health > 0,
    statuses: [], turnsEnded: 0, lastCast: {},
  };
}

function recomputeShield(u: UnitState): void {
  let shield = 0;
  for (const st of u.statuses) shield += st.points;
  u.shield = shield;
}

/**
 * Mirrors the engine's end of turn: statuses present when the turn began count down (the engine's statusExpired
 * events, which come before the next turn, remove the ones that reach 0).
 */
function closeTurn(s: SceneState): void {
  if (s.turnStart < 0 || s.activeUnit === null) return;
  const u = s.units[s.activeUnit];
  if (u && u.alive) {
    for (const st of u.statuses) if (st.remaining > 0 && st.appliedAt < s.turnStart) st.remaining--;
    u.turnsEnded++;
  }
  s.turnStart = -1;
}

/** Folds one event into a state draft, in place (callers own the draft; see sceneStateAt). */
export function applyEvent(s: SceneState, e: BattleEvent, index: number): void {
  s.eventIndex = index;
  switch (e.type) {
    case 'battleStart':
      s.width = e.width;
      s.height = e.height;
      s.units = e.units.map(unitFrom);
      s.synergies = e.synergies.map((y) => ({ ...y }));
      return;
    case 'synergyActivated':
      s.activatedSynergies.push(`${e.team}:${e.synergy}`);
      return;
    case 'roundStart':
      closeTurn(s);
      s.round = e.round;
      s.activeUnit = null;
      return;
    case 'turn':
      closeTurn(s);
      s.activeUnit = e.unit;
      s.turnStart = index;
      return;
    case 'turnSkipped':
    case 'attack':
      return;
    case 'move': {
      const u = s.units[e.unit]!;
      u.x = e.to.x;
      u.y = e.to.y;
      return;
    }
    case 'skillCast':
      s.units[e.unit]!.lastCast[e.skill] = s.units[e.unit]!.turnsEnded;
      return;
    case 'damage': {
      const u = s.units[e.target]!;
      let absorb = e.shieldAbsorbed;
      for (const st of u.statuses) {
        if (absorb === 0) break;
        const take = Math.min(st.points, absorb);
        st.points -= take;
        absorb -= take;
      }
      recomputeShield(u);
      u.health = e.health;
      return;
    }
    case 'heal':
      s.units[e.target]!.health = e.health;
      return;
    case 'statusApplied': {
      const u = s.units[e.target]!;
      const existing = u.statuses.find((st) => st.status === e.status);
      if (existing) Object.assign(existing, { remaining: e.duration, points: e.points, source: e.source, appliedAt: index });
      else u.statuses.push({ status: e.status, remaining: e.duration, source: e.source, points: e.points, appliedAt: index });
      recomputeShield(u);
      return;
    }
    case 'statusTicked':
      // The engine counts down at the end of the turn (closeTurn); `remaining` here announces that value.
      return;
    case 'statusExpired':
    case 'statusRemoved': {
      // The engine's end of turn counts down first, then reports what ran out.
      if (e.type === 'statusExpired' && s.activeUnit === e.target) closeTurn(s);
      const u = s.units[e.target]!;
      u.statuses = u.statuses.filter((st) => st.status !== e.status);
      recomputeShield(u);
      return;
    }
    case 'elementChanged':
      s.units[e.unit]!.element = e.element;
      return;
    case 'fieldCreated':
      s.fields.push({ field: e.field, status: e.status, owner: e.owner, team: e.team, x: e.x, y: e.y, radius: e.radius, remaining: e.duration });
      return;
    case 'fieldExpired':
      s.fields = s.fields.filter((f) => f.field !== e.field);
      return;
    case 'unitDied': {
      const u = s.units[e.unit]!;
      u.alive = false;
      u.health = 0;
      if (s.activeUnit === e.unit) s.turnStart = -1;
      return;
    }
    case 'battleEnd':
      closeTurn(s);
      s.activeUnit = null;
      s.result = { winner: e.winner, reason: e.reason, rounds: e.rounds };
      return;
  }
}
