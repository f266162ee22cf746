import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_SLOTS } from './board';
import { RULES } from './rules';
import { statusRegistry } from './statuses/catalog';
import { SYNERGY_DEFINITIONS } from './synergies/catalog';

/**
 * docs/GAME_RULES.md is the rule book players and developers read; every number in it must be the one the code
 * reads. These tests fail when a value in rules.ts, the status catalogue or the synergy table changes without
 * the document (or the other way round).
 */
const doc = readFileSync(new URL('../../docs/GAME_RULES.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const B = RULES.board;
const C = RULES.combat;

/** The rows of the markdown table that follows `heading`, as trimmed cells (header and rule rows dropped). */
function tableAfter(heading: string): string[][] {
  const raw = readFileSync(new URL('../../docs/GAME_RULES.md', import.meta.url), 'utf8');
  const lines = raw.slice(raw.indexOf(heading)).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(lines[i]!.split('|').slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

const numbers = (text: string): number[] => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('GAME_RULES.md quotes the numbers the engine uses', () => {
  it.each([
    ['board', `**${B.width} columns (x 0–${B.width - 1}) × ${B.height} rows (y 0–${B.height - 1})**`],
    ['team size', `A team is ${RULES.team.minUnits} to ${RULES.team.maxUnits} units`],
    ['slots', `**slot 0–${DEPLOY_SLOTS - 1}**`],
    ['front column', `Team 0's front column is x ${B.team0Front}`],
    ['levels', `(${RULES.level.min}–${RULES.level.max}) every stat but speed is \`floor(stat × (1000 + (L − 1) × ${RULES.level.perLevel}) / 1000)\``],
    ['critical hits', `critical chance ${C.baseCritChance}‰ (${C.baseCritChance / 10}%) and critical damage ${C.baseCritDamage}‰`],
    ['mitigation', `physical \`× ${C.mitigationK} / (${C.mitigationK} + effective defence)\``],
    ['element advantage', `\`× (1000 + ${C.elementAdvantage} + elemental bonus) / 1000\``],
    ['element disadvantage', `\`× ${1000 - C.elementDisadvantage} / 1000\``],
    ['amplification floor', `\`× max(${C.minDamageFactor}, 1000 + attacker's`],
    ['minimum damage', `At least **${C.minDamage}**`],
    ['overtime', `from round ${C.overtimeFrom}, all damage is amplified by +${C.overtimeStep}‰ per round`],
    ['miss cap', `capped at ${C.maxMissChance}‰`],
    ['turn cap', `After round ${C.maxRounds} without a winner`],
    ['turn cap tie-break', `still stand after round ${C.maxRounds}`],
    ['speed floor', `effective speed never below ${C.minSpeedShare / 10}%`],
  ])('%s', (_what, text) => {
    expect(doc).toContain(text);
  });

  it('the status catalogue table matches the registry (effect type, value, turns)', () => {
    const rows = tableAfter('### The catalogue');
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const [ids, effectType, value, turns] of rows) {
      for (const id of ids!.split(/\s*[/,]\s*/)) {
        const s = statusRegistry.get(id);
        expect(s.effectType.id, id).toBe(effectType);
        expect(s.duration, id).toBe(Number(turns));
        if (value === '—') continue;
        const quoted = numbers(value!)[0];
        expect(quoted, id).toBe(s.effectType.value === 'fraction' ? Math.round(s.definition.effectValue * 100) : s.definition.effectValue);
      }
    }
  });

  it('the fields table matches every field\'s attributes and radius', () => {
    const rows = tableAfter('### Fields and aura');
    expect(rows).toHaveLength(7);
    for (const [name, enemies, allies] of rows) {
      const s = statusRegistry.get(name!.split(' ')[0]!);
      expect(s.duration, s.id).toBe(-1);
      expect(s.radius, s.id).toBe(2);
      const a = s.definition.attributes ?? {};
      const percents = [a.damagePerTurn, a.healPerTurn, a.speedReduce, a.defenseBoost, a.damageAmplify].filter((v) => v !== undefined).map((v) => Math.round(v * 100));
      const quoted = [...numbers(enemies!), ...numbers(allies!)];
      expect(quoted.length, s.id).toBeGreaterThan(0);
      for (const n of quoted) expect(percents, `${s.id} quotes ${n}%`).toContain(n);
    }
    expect(doc).toContain('### Fields and aura (all permanent, radius 2)');
  });

  it('the synergy table matches SPEC §9 as implemented (thresholds, per-level values)', () => {
    const rows = tableAfter('## Synergies');
    expect(rows).toHaveLength(SYNERGY_DEFINITIONS.length);
    for (const [id, thresholds, effect] of rows) {
      const d = SYNERGY_DEFINITIONS.find((x) => x.id === id)!;
      expect(d, id).toBeDefined();
      expect(numbers(thresholds!), id).toEqual([...d.thresholds]);
      for (const p of Object.values(d.effectParams)) {
        const forms = [`${p}`, `${Math.round(p * 100)}%`, `${Math.round(p * 1000)}‰`];
        expect(forms.some((f) => effect!.includes(f)), `${id}: ${effect} quotes ${p}`).toBe(true);
      }
    }
  });
});
