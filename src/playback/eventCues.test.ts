import { describe, expect, it } from 'vitest';
import type { BattleEvent, BattleEventType, UnitSnapshot } from '../engine';
import { initialSceneState } from './applyEvent';
import { compileTimeline } from './compileTimeline';
import { DURATIONS, REDUCED_MOTION_DURATIONS } from './durations';
import { EVENT_CUES } from './eventCues';

const unit = (id: number, team: 0 | 1, x: number, range = 1): UnitSnapshot => ({
  unit: id, team, cardId: `card${id}`, level: 1, families: ['warrior'], element: 'fire', x, y: 1, range, attackType: range > 1 ? 'magic' : 'physical',
  skills: [], health: 100, maxHealth: 100, attack: 10, defense: 0, magic: 10, magicResistance: 0, speed: 10, critChance: 0, critDamage: 1500,
});

/** One event of every kind, in an order the engine could emit. */
const everyKind: BattleEvent[] = [
  { type: 'battleStart', rulesVersion: 1, seed: 1, width: 7, height: 4, units: [unit(0, 0, 2, 3), unit(1, 1, 4)], synergies: [{ team: 0, synergy: 'warrior_synergy', family: 'warrior', count: 2, level: 1 }] },
  { type: 'synergyActivated', team: 0, synergy: 'warrior_synergy', level: 1, units: [0] },
  { type: 'roundStart', round: 1, order: [0, 1] },
  { type: 'turn', unit: 0 },
  { type: 'attack', unit: 0, target: 1, missed: false },
  { type: 'damage', source: 0, target: 1, amount: 30, damageType: 'magic', critical: true, shieldAbsorbed: 0, health: 70, cause: 'attack', causeId: null },
  { type: 'skillCast', unit: 0, skill: 'fireball', targets: [1] },
  { type: 'statusApplied', target: 1, status: 'shield', duration: 3, source: 0, points: 20 },
  { type: 'damage', source: 0, target: 1, amount: 25, damageType: 'physical', critical: false, shieldAbsorbed: 20, health: 65, cause: 'skill', causeId: 'fireball' },
  { type: 'statusRemoved', target: 1, status: 'shield', reason: 'depleted' },
  { type: 'fieldCreated', field: 0, status: 'lava_field', owner: 0, team: 0, x: 3, y: 1, radius: 2, duration: 2 },
  { type: 'turn', unit: 1 },
  { type: 'statusApplied', target: 1, status: 'burn', duration: 2, source: 0, points: 0 },
  { type: 'statusTicked', target: 1, status: 'burn', remaining: 1 },
  { type: 'heal', source: null, target: 1, amount: 5, health: 70, cause: 'status', causeId: 'burn' },
  { type: 'turnSkipped', unit: 1, status: 'stun' },
  { type: 'move', unit: 1, from: { x: 4, y: 1 }, to: { x: 3, y: 1 } },
  { type: 'attack', unit: 1, target: 0, missed: true },
  { type: 'elementChanged', unit: 1, element: 'water' },
  { type: 'statusExpired', target: 1, status: 'burn' },
  { type: 'fieldExpired', field: 0, reason: 'expired' },
  { type: 'unitDied', unit: 1, killer: 0 },
  { type: 'battleEnd', winner: 0, reason: 'wipeout', rounds: 1, totals: [] },
];

describe('event cues', () => {
  it('the sample has every event kind the compiler knows', () => {
    expect(new Set(everyKind.map((e) => e.type))).toEqual(new Set(Object.keys(EVENT_CUES) as BattleEventType[]));
  });

  it('every event kind yields at least one cue, with a duration from the one table', () => {
    const t = compileTimeline(everyKind, { reducedMotion: false });
    const byEvent = new Map<number, string[]>();
    for (const c of t.cues) byEvent.set(c.eventIndex, [...(byEvent.get(c.eventIndex) ?? []), c.kind]);
    everyKind.forEach((_, i) => expect(byEvent.get(i)?.length ?? 0).toBeGreaterThan(0));
    for (const c of t.cues) expect(c.duration).toBe(DURATIONS.cue[c.kind]);
    expect(t.eventTimes[1]! - t.eventTimes[0]!).toBe(DURATIONS.lead.battleStart);
    // The ranged attack flies a projectile of its attack type; the crit shakes; the shield hit shows both parts.
    expect(byEvent.get(4)).toEqual(expect.arrayContaining(['attack', 'projectile']));
    expect(t.cues.find((c) => c.kind === 'projectile')).toMatchObject({ damageType: 'magic', from: { x: 2, y: 1 }, to: { x: 4, y: 1 } });
    expect(byEvent.get(5)).toEqual(expect.arrayContaining(['damageNumber', 'hitFlash', 'shake', 'particles']));
    expect(byEvent.get(8)).toEqual(expect.arrayContaining(['damageNumber', 'shieldAbsorb']));
    expect(t.cues.find((c) => c.kind === 'damageNumber' && c.eventIndex === 8)).toMatchObject({ healthLost: 5, healthBefore: 70, healthAfter: 65 });
    expect(byEvent.get(17)).toEqual(['attack', 'miss']);
    expect(t.markers.map((m) => m.kind)).toEqual(['synergy', 'field', 'death']);
  });

  it('reduced motion compiles no shake, particles or projectiles, and shorter moves', () => {
    const t = compileTimeline(everyKind, { reducedMotion: true });
    expect(t.cues.filter((c) => c.kind === 'shake' || c.kind === 'particles' || c.kind === 'projectile')).toEqual([]);
    expect(t.cues.find((c) => c.kind === 'move')!.duration).toBe(REDUCED_MOTION_DURATIONS.cue.move);
    // Same events, same order: the log and scrub bar read the same.
    expect(t.events).toEqual(everyKind);
  });

  it('the folded state follows the events', () => {
    const t = compileTimeline(everyKind, { reducedMotion: false });
    const at = (i: number) => t.eventTimes[i]!;
    const { endState } = t;
    expect(endState.units[1]).toMatchObject({ alive: false, health: 0, x: 3, element: 'water', statuses: [] });
    expect(endState.fields).toEqual([]);
    expect(endState.result).toEqual({ winner: 0, reason: 'wipeout', rounds: 1 });
    expect(endState.units[0]!.lastCast).toEqual({ fireball: 0 });
    expect(initialSceneState().units).toEqual([]);
    expect(at(2)).toBeLessThan(at(3));
  });
});
