import { describe, expect, it } from 'vitest';
import { STATUS_DEFINITIONS, statusRegistry } from './catalog';
import { StatusRegistry, StatusRegistryError } from './registry';

const get = (id: string) => statusRegistry.get(id).definition;

describe('status registry', () => {
  it('a later registration with the same id replaces the earlier one (regeneration: 20% for 3)', () => {
    expect(STATUS_DEFINITIONS.filter((d) => d.id === 'regeneration')).toHaveLength(2);
    expect(get('regeneration')).toMatchObject({ duration: 3, effectType: 'percentHeal', effectValue: 0.2 });
    expect(statusRegistry.get('regeneration').value).toBe(200);
    const r = new StatusRegistry();
    r.register({ id: 'x', name: 'X', duration: 2, effectType: 'slow', effectValue: 0.2 });
    r.register({ id: 'x', name: 'X', duration: 3, effectType: 'slow', effectValue: 0.4 });
    expect(r.get('x').value).toBe(400);
    expect(r.all().filter((s) => s.id === 'x')).toHaveLength(1);
  });

  it('refuses unknown effect types, bad durations, element changes without an element, unknown ids', () => {
    const r = new StatusRegistry();
    expect(() => r.register({ id: 'y', name: 'Y', duration: 2, effectType: 'teleport', effectValue: 1 })).toThrow(/unknown effectType "teleport"/);
    expect(() => r.register({ id: 'y', name: 'Y', duration: 0, effectType: 'slow', effectValue: 1 })).toThrow(StatusRegistryError);
    expect(() => r.register({ id: 'y', name: 'Y', duration: 2, effectType: 'elementChange', effectValue: 0.1 })).toThrow(/element/);
    expect(() => r.get('nope')).toThrow(/Unknown status "nope"/);
  });

  it('holds the SPEC §9 values exactly', () => {
    const expected: [string, string, number, number][] = [
      ['poison', 'percentDamage', 0.05, 3], ['burn', 'percentDamage', 0.08, 3], ['severe_burn', 'percentDamage', 0.15, 3],
      ['severe_poison', 'percentDamage', 0.12, 3], ['deadly_poison', 'percentDamage', 0.2, 3],
      ['burning', 'flatDamage', 10, 2], ['bleed', 'flatDamage', 8, 3], ['physicalDamage', 'flatDamage', 1, 1],
      ['magicDamage', 'flatDamage', 1, 1], ['trueDamage', 'flatDamage', 1, 1], ['amethyst_poison', 'flatDamage', 12, 3],
      ['healing', 'percentHeal', 0.1, 3], ['recovery', 'flatHeal', 10, 3], ['regeneration', 'percentHeal', 0.2, 3],
      ['strength', 'attackBoost', 0.2, 3], ['rage', 'attackBoost', 0.4, 3], ['speed', 'speedBoost', 0.3, 2],
      ['physicalShield', 'defenseBoost', 0.3, 2], ['magicShield', 'magicResistBoost', 0.3, 2], ['dream_shield', 'shield', 50, 3],
      ['debuff', 'weaken', 0.3, 2],
    ];
    for (const [id, effectType, effectValue, duration] of expected) {
      expect(get(id), id).toMatchObject({ effectType, effectValue, duration });
    }
    expect(get('bleed').attributes?.damageType).toBe('true');
    const control: [string, number][] = [['stun', 1], ['freeze', 1], ['fear', 2], ['paralysis', 2], ['immobilize', 2], ['root', 2], ['deep_dream', 3], ['sleep', 2], ['petrify', 2], ['silence', 2], ['blind', 2]];
    for (const [id, duration] of control) expect(get(id).duration, id).toBe(duration);
  });

  it('makes every field status permanent with radius 2, and sets the removal classes', () => {
    for (const id of ['aura', 'field', 'lava_field', 'frost_field', 'poison_field', 'holy_field', 'gravity_field']) {
      expect(get(id).duration, id).toBe(-1);
      expect(get(id).attributes?.radius, id).toBe(2);
    }
    expect(get('shield').removeType).toBe('removeShield');
    expect(get('enhanced_shield').removeType).toBe('removeShield');
    for (const s of statusRegistry.all()) {
      if (s.effectType.changesElement) expect(s.removeType, s.id).toBe('removeElementChange');
    }
  });

  it('keeps the further statuses within 2–3 turns and 0.15–0.5, and every definition in the spec shape', () => {
    const keys = new Set(['id', 'name', 'duration', 'effectType', 'effectValue', 'removeType', 'attributes']);
    const attrs = new Set(['damageType', 'damagePerTurn', 'healPerTurn', 'speedReduce', 'defenseBoost', 'damageAmplify', 'radius']);
    for (const d of STATUS_DEFINITIONS) {
      for (const k of Object.keys(d)) expect(keys.has(k), `${d.id}.${k}`).toBe(true);
      for (const k of Object.keys(d.attributes ?? {})) expect(attrs.has(k), `${d.id}.attributes.${k}`).toBe(true);
    }
    // Every status SPEC §9 does not name is a further status: 2–3 turns and a value of 0.15–0.5; the further
    // disables (sleep, petrify, silence, blind) are "other disable statuses, 2 turns".
    const named = new Set(['poison', 'burn', 'severe_burn', 'severe_poison', 'deadly_poison', 'burning', 'bleed', 'physicalDamage',
      'magicDamage', 'trueDamage', 'amethyst_poison', 'healing', 'recovery', 'regeneration', 'stun', 'freeze', 'fear', 'paralysis',
      'immobilize', 'root', 'deep_dream', 'strength', 'rage', 'speed', 'physicalShield', 'magicShield', 'dream_shield', 'debuff',
      'aura', 'field', 'lava_field', 'frost_field', 'poison_field', 'holy_field', 'gravity_field', 'shield', 'enhanced_shield']);
    const disables = new Set(['sleep', 'petrify', 'silence', 'blind']);
    const further = statusRegistry.all().filter((s) => !named.has(s.id));
    expect(further.length).toBeGreaterThanOrEqual(15);
    for (const s of further) {
      const d = s.definition;
      if (disables.has(d.id)) {
        expect(d.duration, d.id).toBe(2);
        continue;
      }
      expect([2, 3], d.id).toContain(d.duration);
      expect(d.effectValue, d.id).toBeGreaterThanOrEqual(0.15);
      expect(d.effectValue, d.id).toBeLessThanOrEqual(0.5);
    }
  });
});
