import { describe, expect, it } from 'vitest';
import { cardCatalog } from '../../src/content';
import { archetypeKey } from './archetypeKey';

const key = (text: string): string => {
  const units = text.split(' ').map((u) => u.split('@'));
  return archetypeKey({ cards: units.map(([c]) => c!), slots: units.map(([, s]) => Number(s)) }, cardCatalog);
};

describe('archetypeKey', () => {
  it('names the front line\'s roles, then the roles behind, each sorted', () => {
    expect(key('widow_queen@0 crystal_assassin@1 shadow_imp@2 frost_fang@3 storm_knight@6 void_warlock@11')).toBe('AAAA · MW');
    expect(key('bone_reaver@0 storm_knight@1 wolf_rider@3 archmage@9 tidecaller@10 apprentice_mage@11')).toBe('WWW · MMM');
  });

  it('counts the same roles in other rows, other columns behind and other cards of a role as one archetype', () => {
    const a = key('widow_queen@0 crystal_assassin@1 shadow_imp@2 frost_fang@3 storm_knight@6 void_warlock@11');
    expect(key('widow_queen@0 crystal_assassin@1 shadow_imp@2 frost_fang@3 void_warlock@5 storm_knight@6')).toBe(a);
    expect(key('frost_fang@0 widow_queen@1 crystal_assassin@2 shadow_imp@3 storm_knight@4 void_warlock@8')).toBe(a);
    expect(key('widow_queen@0 crystal_assassin@1 shadow_imp@2 frost_fang@3 storm_knight@6 archmage@11')).toBe(a);
  });

  it('tells apart another role behind and the same cards with another front line', () => {
    const a = key('widow_queen@0 wolf_rider@1 shadow_imp@3 bone_reaver@5 tide_champion@6 dream_weaver@8');
    expect(a).toBe('AAW · MWW');
    expect(key('widow_queen@0 wolf_rider@1 shadow_imp@3 bone_reaver@5 tide_champion@6 dune_raider@8')).toBe('AAW · WWW');
    expect(key('wolf_rider@0 bone_reaver@1 tide_champion@3 widow_queen@5 shadow_imp@6 dream_weaver@8')).toBe('WWW · AAM');
  });

  it('takes the front-most occupied column as the front line (an empty front closes)', () => {
    expect(key('wolf_rider@4 dragon_slayer@5 legion_captain@6 apprentice_mage@8 royal_knight@10 bone_reaver@11')).toBe('WWW · GMW');
    expect(key('archmage@8 tidecaller@9')).toBe('MM · –');
  });

  it('refuses a card it does not know', () => {
    expect(() => key('no_such_card@0')).toThrow(/no_such_card/);
  });
});
