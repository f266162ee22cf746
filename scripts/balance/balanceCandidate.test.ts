import { describe, expect, it } from 'vitest';
import { cardCatalog } from '../../src/content';
import { rulesVersionSpec, RULES } from '../../src/engine';
import { BALANCE_CANDIDATE, candidateCatalog } from './balanceCandidate';

describe('candidateCatalog, a balance candidate over the current card set', () => {
  it('changes nothing when empty: the same stats, skills, older versions and synergy numbers', () => {
    const catalog = candidateCatalog(cardCatalog, BALANCE_CANDIDATE.parse({}));
    for (const [id, card] of cardCatalog.units) expect(catalog.units.get(id)).toEqual(card);
    expect(catalog.skills).toBe(cardCatalog.skills);
    expect(catalog.olderVersions).toBe(cardCatalog.olderVersions);
    expect(catalog.synergies!.map((s) => s.definition)).toEqual(rulesVersionSpec(RULES.version)!.synergies.map((s) => s.definition));
  });

  it('multiplies by role and by card (rounded once), and replaces only the synergy numbers it names', () => {
    const candidate = BALANCE_CANDIDATE.parse({
      roles: { warrior: { attack: 0.95 } },
      cards: { wolf_rider: { attack: 0.9, health: 1.1 } },
      synergies: { assassin_synergy: { chance: 0.02 } },
    });
    const catalog = candidateCatalog(cardCatalog, candidate);
    const wolf = cardCatalog.units.get('wolf_rider')!.stats;
    expect(catalog.units.get('wolf_rider')!.stats).toMatchObject({ attack: Math.round(wolf.attack * 0.95 * 0.9), health: Math.round(wolf.health * 1.1), magic: wolf.magic });
    const bone = cardCatalog.units.get('bone_reaver')!.stats;
    expect(catalog.units.get('bone_reaver')!.stats.attack).toBe(Math.round(bone.attack * 0.95));
    expect(catalog.units.get('archmage')!.stats).toEqual(cardCatalog.units.get('archmage')!.stats);
    const assassin = catalog.synergies!.find((s) => s.definition.id === 'assassin_synergy')!.definition;
    expect(assassin.effectParams).toEqual({ chance: 0.02, damage: 0.06 });
    expect(assassin.thresholds).toEqual([2, 4, 6]);
  });

  it('refuses an unknown card, synergy, stat or role rather than judging "no change"', () => {
    expect(() => candidateCatalog(cardCatalog, BALANCE_CANDIDATE.parse({ cards: { wolf_ryder: { attack: 0.9 } } }))).toThrow(/unknown card "wolf_ryder"/);
    expect(() => candidateCatalog(cardCatalog, BALANCE_CANDIDATE.parse({ synergies: { dragon_synergy: { value: 1 } } }))).toThrow(/unknown synergy/);
    expect(() => BALANCE_CANDIDATE.parse({ cards: { wolf_rider: { atack: 0.9 } } })).toThrow();
    expect(() => BALANCE_CANDIDATE.parse({ roles: { human: { attack: 0.9 } } })).toThrow();
  });
});
