import { describe, expect, it } from 'vitest';
import { CARD_IDS } from '../../src/content';
import { cardArtPath, fieldTilePath, statusIconPath } from '../../src/contracts/art/artPaths';
import { STATUS_DEFINITIONS } from '../../src/engine';
import { buildArt } from './buildArt';
import { CARD_ICONS } from './cardIcons';

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

  it('gives every card its own icon (no two cards share a portrait)', () => {
    const icons = CARD_IDS.map((id) => CARD_ICONS[id]);
    expect(new Set(icons).size).toBe(CARD_IDS.length);
  });

  it('makes self-contained SVGs a texture loader can size: fixed viewBox, width and height, no external references or fonts', () => {
    for (const [path, svg] of byPath) {
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1" width="\1" height="\1">/);
      expect(svg, path).not.toMatch(/href=|<image|<text|font-family|@import|url\((?!#)/);
    }
  });

  it('is the same on every build (seeded backgrounds)', () => {
    expect(buildArt()).toEqual(files);
  });
});
