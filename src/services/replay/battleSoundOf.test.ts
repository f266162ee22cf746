import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../../engine';
import { SOUND_EFFECTS } from '../audio/soundCatalog';
import { battleSoundOf, elementTracker } from './battleSoundOf';

const stranger = { elementOf: () => 'fire' as const, viewerTeam: null };
const end = (winner: 0 | 1 | null): BattleEvent => ({ type: 'battleEnd', winner, reason: 'wipeout', rounds: 3, totals: [] });
const damage = (critical: boolean): BattleEvent => ({ type: 'damage', source: 0, target: 1, amount: 5, damageType: 'physical', critical, shieldAbsorbed: 0, health: 10, cause: 'attack', causeId: null } as BattleEvent);

describe('battleSoundOf', () => {
  it('gives each event kind its own effect', () => {
    expect(battleSoundOf(damage(false), stranger)).toBe('hit');
    expect(battleSoundOf(damage(true), stranger)).toBe('crit');
    expect(battleSoundOf({ type: 'heal', source: 0, target: 0, amount: 3, health: 9, cause: 'skill', causeId: 'x' }, stranger)).toBe('heal');
    expect(battleSoundOf({ type: 'statusRemoved', target: 1, status: 'shield', reason: 'depleted' }, stranger)).toBe('shield_break');
    expect(battleSoundOf({ type: 'statusRemoved', target: 1, status: 'shield', reason: 'replaced' }, stranger)).toBeNull();
    expect(battleSoundOf({ type: 'unitDied', unit: 1, killer: 0 }, stranger)).toBe('death');
    expect(battleSoundOf({ type: 'turn', unit: 1 }, stranger)).toBeNull();
  });

  it('sounds a cast like its caster element, following element changes', () => {
    const tracker = elementTracker();
    tracker.see({ type: 'battleStart', rulesVersion: 1, seed: 1, width: 6, height: 4, synergies: [], units: [{ unit: 0, element: 'water' }, { unit: 1, element: 'dark' }] } as unknown as BattleEvent);
    const context = { elementOf: tracker.elementOf, viewerTeam: null };
    const cast = (unit: number): BattleEvent => ({ type: 'skillCast', unit, skill: 's', targets: [] });
    expect(battleSoundOf(cast(0), context)).toBe('cast_water');
    expect(battleSoundOf(cast(1), context)).toBe('cast_dark');
    tracker.see({ type: 'elementChanged', unit: 0, element: 'fire' });
    expect(battleSoundOf(cast(0), context)).toBe('cast_fire');
  });

  it('ends with victory or defeat as the viewer hears it', () => {
    expect(battleSoundOf(end(0), { ...stranger, viewerTeam: 0 })).toBe('victory');
    expect(battleSoundOf(end(1), { ...stranger, viewerTeam: 0 })).toBe('defeat');
    expect(battleSoundOf(end(null), { ...stranger, viewerTeam: 0 })).toBe('defeat');
    expect(battleSoundOf(end(1), stranger)).toBe('victory');
  });

  it('only names effects that are baked', () => {
    const kinds = new Set<string>(SOUND_EFFECTS);
    for (const element of ['fire', 'water', 'earth', 'wind', 'light', 'dark']) expect(kinds.has(`cast_${element}`)).toBe(true);
    expect(SOUND_EFFECTS).toEqual(expect.arrayContaining(['hit', 'crit', 'heal', 'shield_break', 'death', 'victory', 'defeat']));
  });
});
