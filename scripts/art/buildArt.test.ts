import { describe, expect, it } from 'vitest';
import { CARD_IDS, UNIT_CARDS } from '../../src/content';
import { cardArtPath, fieldTilePath, statusIconPath } from '../../src/contracts/art/artPaths';
import { STATUS_DEFINITIONS } from '../../src/engine';
import { buildArt } from './buildArt';
import { characterSpec } from './character/characterSpec';

describe('buildArt', () => {
  const files = buildArt();
  const byPath = new Map(files.map((f) => [`/art/${f.path}`, f.svg]));

  it('draws every card, every status and every field at the URLs artPaths names', () => {
    for (const id of CARD_IDS) expect(byPath.has(cardArtPath(id)), id).toBe(true);
    for (const s of STATUS_DEFINITIONS) expect(byPath.has(statusIconPath(s.id)), s.id).toBe(true);
    const fields = STATUS_DEFINITIONS.filter((s) => s.effectType === 'field');
    expect(fields.length).toBeGreaterThan(0);
    for (const s of fields) expect(byPath.has(fieldTilePath(s.id)), s.id).toBe(true);
  });

  it('makes self-contained SVGs a texture loader can size: fixed viewBox, width and height, no external references or fonts', () => {
    for (const [path, svg] of byPath) {
      // Square portraits and icons; board backgrounds are the stage's shape.
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)" width="\1" height="\2">/);
      if (!path.startsWith('/art/boards/')) expect(svg, path).toMatch(/viewBox="0 0 (\d+) \1"/);
      expect(svg, path).not.toMatch(/href=|<image|<text|font-family|@import|url\((?!#)/);
    }
  });

  it('is the same on every build (seeded backgrounds and characters)', () => {
    expect(buildArt()).toEqual(files);
  });
});

describe('characters', () => {
  const specs = UNIT_CARDS.map((card) => ({ card, spec: characterSpec(card) }));

  it('covers all 64 cards', () => {
    expect(specs).toHaveLength(64);
  });

  it('gives every card a different character: no two share body, head, weapon, element and seeded features', () => {
    const keys = specs.map(({ card, spec }) => JSON.stringify([spec, card.element, card.rarity]));
    expect(new Set(keys).size).toBe(UNIT_CARDS.length);
    // And the pictures themselves differ.
    const art = new Map(buildArt().map((f) => [f.path, f.svg]));
    const svgs = UNIT_CARDS.map((c) => art.get(`cards/${c.id}.svg`));
    expect(new Set(svgs).size).toBe(UNIT_CARDS.length);
  });

  it('draws the body by class, the head by family and the weapon by skill', () => {
    for (const { card, spec } of specs) {
      expect(spec.body, card.id).toBe(card.families[0]);
      const race = card.families.includes('human') ? 'human' : card.families.includes('elemental') ? 'elemental' : 'creature';
      expect(spec.head.kind, card.id).toBe(race);
    }
    const byId = new Map(specs.map(({ card, spec }) => [card.id, spec]));
    expect(byId.get('hunter')?.weapon).toBe('bow');
    expect(byId.get('street_thief')?.weapon).toBe('daggers');
    expect(byId.get('apprentice_mage')?.weapon).toBe('staff');
    expect(byId.get('wolf_rider')?.head).toEqual({ kind: 'creature', creature: 'wolf' });
  });

  it('is deterministic from the card id (the same spec every call)', () => {
    for (const { card, spec } of specs) expect(characterSpec(card)).toEqual(spec);
  });
});
