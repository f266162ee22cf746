import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { battleRounds, canonicalJson, eventsJson, RULES, simulate, type BattleEvent, type BattleInput, type TeamInput } from '../engine';
import { cardCatalog, UNIT_CARDS } from '.';

/** Property tests over the real card set: random teams (1–6 units, any level and slot) and random seeds. */
const team: fc.Arbitrary<TeamInput> = fc
  .uniqueArray(
    fc.record({
      cardId: fc.constantFrom(...UNIT_CARDS.map((c) => c.id)),
      level: fc.integer({ min: RULES.level.min, max: RULES.level.max }),
      position: fc.integer({ min: 0, max: 11 }),
    }),
    { minLength: 1, maxLength: 6, selector: (u) => u.position },
  )
  .map((units) => ({ units }));

const battleInput: fc.Arbitrary<BattleInput> = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  rulesVersion: fc.constant(RULES.version),
  teams: fc.tuple(team, team),
});

const RUNS = { numRuns: 150 };
const ACTIONS = new Set(['turn', 'move', 'attack', 'skillCast', 'turnSkipped']);

describe('battle properties (fast-check)', () => {
  it('every battle ends within the turn cap with exactly one battleEnd, last', () => {
    fc.assert(fc.property(battleInput, (input) => {
      const events = simulate(input, cardCatalog);
      const ends = events.filter((e) => e.type === 'battleEnd');
      expect(ends).toHaveLength(1);
      const end = events.at(-1)!;
      expect(end.type).toBe('battleEnd');
      if (end.type === 'battleEnd') expect(end.rounds).toBeLessThanOrEqual(RULES.combat.maxRounds);
      expect(events.filter((e) => e.type === 'roundStart').length).toBeLessThanOrEqual(RULES.combat.maxRounds);
    }), RUNS);
  });

  it('health never drops below 0 nor exceeds max health', () => {
    fc.assert(fc.property(battleInput, (input) => {
      const events = simulate(input, cardCatalog);
      const start = events[0]!;
      if (start.type !== 'battleStart') throw new Error('no battle start');
      const max = start.units.map((u) => u.maxHealth);
      for (const u of start.units) expect(u.health).toBeLessThanOrEqual(u.maxHealth);
      for (const e of events) {
        if (e.type === 'damage' || e.type === 'heal') {
          expect(e.health).toBeGreaterThanOrEqual(0);
          expect(e.health).toBeLessThanOrEqual(max[e.target]!);
          expect(e.amount).toBeGreaterThanOrEqual(0);
        }
      }
    }), RUNS);
  });

  it('a dead unit never acts, is never healed and gains no status', () => {
    fc.assert(fc.property(battleInput, (input) => {
      const dead = new Set<number>();
      for (const e of simulate(input, cardCatalog)) {
        if (e.type === 'unitDied') {
          expect(dead.has(e.unit)).toBe(false);
          dead.add(e.unit);
          continue;
        }
        if (ACTIONS.has(e.type) && 'unit' in e) expect(dead.has(e.unit), `${e.type} by dead ${e.unit}`).toBe(false);
        if (e.type === 'damage') {
          expect(dead.has(e.target)).toBe(false);
          // Only a field or a status keeps working (and crediting) after its owner died; attacks and skills never.
          if (e.source !== null && (e.cause === 'attack' || e.cause === 'skill')) expect(dead.has(e.source)).toBe(false);
        }
        if (e.type === 'heal' || e.type === 'statusApplied') expect(dead.has(e.target)).toBe(false);
      }
    }), RUNS);
  });

  it('permanent fields and statuses persist; timed statuses expire at the end of the holder\'s N-th turn', () => {
    fc.assert(fc.property(battleInput, (input) => {
      const events = simulate(input, cardCatalog);
      const timers = new Map<string, { duration: number; turns: number }>();
      const permanent = new Set<string>();
      for (const e of events) {
        switch (e.type) {
          case 'statusApplied': {
            const key = `${e.target}:${e.status}`;
            if (e.duration < 0) permanent.add(key);
            else timers.set(key, { duration: e.duration, turns: 0 });
            break;
          }
          case 'turn':
            for (const [key, t] of timers) {
              if (!key.startsWith(`${e.unit}:`)) continue;
              t.turns++;
              expect(t.turns, `${key} outlived ${t.duration} turns`).toBeLessThanOrEqual(t.duration);
            }
            break;
          case 'statusExpired': {
            const key = `${e.target}:${e.status}`;
            expect(permanent.has(key), `${key} is permanent`).toBe(false);
            expect(timers.get(key)?.turns, `${key} expired early`).toBe(timers.get(key)?.duration);
            timers.delete(key);
            break;
          }
          case 'statusRemoved':
            timers.delete(`${e.target}:${e.status}`);
            permanent.delete(`${e.target}:${e.status}`);
            break;
          case 'unitDied':
            for (const key of [...timers.keys()]) if (key.startsWith(`${e.unit}:`)) timers.delete(key);
            break;
          case 'fieldExpired':
            throw new Error(`permanent field ${e.field} expired`);
          default:
            break;
        }
      }
    }), RUNS);
  });

  it('every number in every event is a safe integer (the rules promise integer arithmetic)', () => {
    const check = (value: unknown, path: string): void => {
      if (typeof value === 'number') expect(Number.isSafeInteger(value) && !Object.is(value, -0), `${path} = ${value}`).toBe(true);
      else if (Array.isArray(value)) value.forEach((v, i) => check(v, `${path}[${i}]`));
      else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) check(v, `${path}.${k}`);
    };
    fc.assert(fc.property(battleInput, (input) => {
      simulate(input, cardCatalog).forEach((e, i) => check(e, `events[${i}](${e.type})`));
    }), { numRuns: 60 });
  });

  it('simulate() twice gives identical output, the step API gives the same events, JSON is canonical', () => {
    fc.assert(fc.property(battleInput, (input) => {
      const a = simulate(input, cardCatalog);
      const b = simulate(structuredClone(input), cardCatalog);
      expect(eventsJson(b)).toBe(eventsJson(a));
      const stepped: BattleEvent[] = [];
      for (const chunk of battleRounds(input, cardCatalog)) stepped.push(...chunk);
      expect(eventsJson(stepped)).toBe(eventsJson(a));
      expect(eventsJson(a)).toBe(canonicalJson(a));
    }), { numRuns: 60 });
  });
});
