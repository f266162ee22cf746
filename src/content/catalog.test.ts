import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogProblems, FAMILIES, RARITIES, statusRegistry, SYNERGY_DEFINITIONS } from '../engine';
import { cardCatalog, SKILLS, STARTER_CARD_IDS, starterTeam, UNIT_CARDS } from '.';

const LANGUAGES = ['en', 'ru', 'zh'] as const;
type Texts = Record<string, { name: string; description: string }>;
const locale = (lng: string, ns: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'));

describe('card set', () => {
  it('every reference resolves and every number is playable', () => {
    expect(catalogProblems(cardCatalog, statusRegistry)).toEqual([]);
  });

  it('has at least 60 units across all six families, four rarities and several elements', () => {
    expect(UNIT_CARDS.length).toBeGreaterThanOrEqual(60);
    for (const f of FAMILIES) expect(UNIT_CARDS.filter((c) => c.families.includes(f)).length, f).toBeGreaterThanOrEqual(8);
    for (const r of RARITIES) expect(UNIT_CARDS.some((c) => c.rarity === r), r).toBe(true);
    expect(new Set(UNIT_CARDS.map((c) => c.element)).size).toBeGreaterThanOrEqual(4);
    for (const c of UNIT_CARDS) expect(c.skills.length).toBeGreaterThanOrEqual(1);
  });

  it('has at least 40 skills, each used by a card, that use the status catalogue including every field', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(40);
    const used = new Set(UNIT_CARDS.flatMap((c) => c.skills));
    for (const s of SKILLS) expect(used.has(s.id), s.id).toBe(true);
    const statuses = new Set(SKILLS.flatMap((s) => s.effects.flatMap((e) => ('status' in e ? [e.status] : []))));
    for (const field of ['aura', 'field', 'lava_field', 'frost_field', 'poison_field', 'holy_field', 'gravity_field']) {
      expect(statuses.has(field), field).toBe(true);
    }
    expect(statuses.size).toBeGreaterThanOrEqual(40);
  });

  it('exports stable starter card ids that form a legal team', () => {
    for (const id of STARTER_CARD_IDS) expect(cardCatalog.units.has(id), id).toBe(true);
    const team = starterTeam();
    expect(team.units).toHaveLength(6);
    expect(new Set(team.units.map((u) => u.position)).size).toBe(6);
  });
});

describe('texts', () => {
  it.each(LANGUAGES)('%s has a name and description for every card, skill and status', (lng) => {
    const units = locale(lng, 'units') as { card: Texts; family: Record<string, string>; synergy: Texts; element: Record<string, string>; rarity: Record<string, string> };
    const skills = locale(lng, 'skills') as Texts;
    const statuses = locale(lng, 'statuses') as Texts;
    const check = (texts: Texts, ids: readonly string[], what: string) => {
      for (const id of ids) {
        expect(texts[id]?.name, `${lng} ${what} ${id} name`).toBeTruthy();
        expect(texts[id]?.description, `${lng} ${what} ${id} description`).toBeTruthy();
      }
    };
    check(units.card, UNIT_CARDS.map((c) => c.id), 'card');
    check(skills, SKILLS.map((s) => s.id), 'skill');
    check(statuses, statusRegistry.all().map((s) => s.id), 'status');
    check(units.synergy, SYNERGY_DEFINITIONS.map((d) => d.id), 'synergy');
    for (const f of FAMILIES) expect(units.family[f]).toBeTruthy();
    for (const r of RARITIES) expect(units.rarity[r]).toBeTruthy();
  });

  it.each(['ru', 'zh'])('%s texts are translations, not copies of English', (lng) => {
    for (const ns of ['skills', 'statuses']) {
      const en = locale('en', ns) as Texts;
      const other = locale(lng, ns) as Texts;
      for (const id of Object.keys(en)) expect(other[id]!.description, `${ns} ${id}`).not.toBe(en[id]!.description);
    }
    const en = (locale('en', 'units') as { card: Texts }).card;
    const other = (locale(lng, 'units') as { card: Texts }).card;
    for (const id of Object.keys(en)) expect(other[id]!.name, id).not.toBe(en[id]!.name);
  });

  it.each(LANGUAGES)('%s status descriptions quote only numbers the status really has', (lng) => {
    const statuses = locale(lng, 'statuses') as Texts;
    for (const s of statusRegistry.all()) {
      const d = s.definition;
      const a = d.attributes ?? {};
      const percent = (f: number | undefined): number[] => (f === undefined ? [] : [Math.round(f * 100)]);
      const allowed = new Set([
        d.duration, a.radius ?? 0,
        ...(s.effectType.value === 'fraction' ? percent(d.effectValue) : [d.effectValue]),
        ...percent(a.damagePerTurn), ...percent(a.healPerTurn), ...percent(a.speedReduce), ...percent(a.defenseBoost), ...percent(a.damageAmplify),
      ]);
      const quoted = (statuses[s.id]!.description.match(/\d+/g) ?? []).map(Number);
      for (const n of quoted) expect(allowed.has(n), `${lng} ${s.id}: "${statuses[s.id]!.description}" quotes ${n}`).toBe(true);
    }
  });

  it('has no stray keys: every text belongs to a card, skill or status', () => {
    for (const lng of LANGUAGES) {
      expect(Object.keys((locale(lng, 'units') as { card: Texts }).card).sort()).toEqual(UNIT_CARDS.map((c) => c.id).sort());
      expect(Object.keys(locale(lng, 'skills')).sort()).toEqual(SKILLS.map((s) => s.id).sort());
      expect(Object.keys(locale(lng, 'statuses')).sort()).toEqual(statusRegistry.all().map((s) => s.id).sort());
    }
  });
});
