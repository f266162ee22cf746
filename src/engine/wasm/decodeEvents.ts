import type { BattleEvent, EffectCause, UnitTotals } from '../events';
import type { UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import { ELEMENTS, type DamageType, type Team } from '../types';
import * as L from './layout';

// The module's event buffer (layout.ts EVENTS: one record per event, its EVENT_TYPE_CODES code first, then integers)
// turned into the exact BattleEvent objects the engine emits: same keys, in sorted order (JSON.stringify of the
// stream is canonical JSON), same values. Ids come back from the tables the records index: a status by its index in
// the battle's status table, a skill by its slot in the caster's skills, an element by its index in ELEMENTS.

/** What the records index into: the battle's units (by uid) and its status table (by index). */
export interface EventContext {
  units: readonly UnitState[];
  statuses: readonly CompiledStatus[];
}

const DAMAGE_TYPES: readonly DamageType[] = ['physical', 'magic', 'true'];
const CAUSES: readonly EffectCause[] = ['attack', 'skill', 'status', 'field'];
const REMOVALS = [null, 'removeElementChange', 'removeShield', 'depleted', 'replaced'] as const;
const W = L.BOARD_W;

const orNull = (uid: number): number | null => (uid < 0 ? null : uid);

/** Decodes the first `words` words of the event buffer of `mem` (an Int32Array over the module's memory), appending to `out`. */
export function decodeEvents(mem: Int32Array, words: number, ctx: EventContext, out: (event: BattleEvent) => void): void {
  const { units, statuses } = ctx;
  const status = (i: number): string => statuses[i]!.id;
  const causeId = (cause: number, source: number, id: number): string | null =>
    cause === L.CAUSE_ATTACK ? null : cause === L.CAUSE_SKILL ? units[source]!.skills[id]!.id : status(id);
  let p = L.EVENTS;
  const end = L.EVENTS + words;
  const next = (): number => mem[p++]!;
  while (p < end) {
    const code = next();
    switch (code) {
      case 2: {
        const round = next();
        const n = next();
        const order = Array.from(mem.subarray(p, p + n));
        p += n;
        out({ order, round, type: 'roundStart' });
        break;
      }
      case 3: out({ type: 'turn', unit: next() }); break;
      case 4: { const unit = next(); out({ status: status(next()), type: 'turnSkipped', unit }); break; }
      case 5: {
        const unit = next();
        const from = next();
        const to = next();
        out({ from: { x: from % W, y: Math.floor(from / W) }, to: { x: to % W, y: Math.floor(to / W) }, type: 'move', unit });
        break;
      }
      case 6: { const unit = next(); const target = next(); out({ missed: next() !== 0, target, type: 'attack', unit }); break; }
      case 7: {
        const unit = next();
        const slot = next();
        const n = next();
        const targets = Array.from(mem.subarray(p, p + n));
        p += n;
        out({ skill: units[unit]!.skills[slot]!.id, targets, type: 'skillCast', unit });
        break;
      }
      case 8: {
        const source = next(), target = next(), amount = next(), damageType = next(), critical = next(), absorbed = next(), health = next();
        const cause = next(), id = next();
        out({
          amount, cause: CAUSES[cause]!, causeId: causeId(cause, source, id), critical: critical !== 0, damageType: DAMAGE_TYPES[damageType]!,
          health, shieldAbsorbed: absorbed, source: orNull(source), target, type: 'damage',
        });
        break;
      }
      case 9: {
        const source = next(), target = next(), amount = next(), health = next(), cause = next(), id = next();
        out({ amount, cause: CAUSES[cause]!, causeId: causeId(cause, source, id), health, source: orNull(source), target, type: 'heal' });
        break;
      }
      case 10: {
        const target = next(), s = next(), duration = next(), source = next(), points = next();
        out({ duration, points, source: orNull(source), status: status(s), target, type: 'statusApplied' });
        break;
      }
      case 11: { const target = next(), s = next(); out({ remaining: next(), status: status(s), target, type: 'statusTicked' }); break; }
      case 12: { const target = next(); out({ status: status(next()), target, type: 'statusExpired' }); break; }
      case 13: {
        const target = next(), s = next();
        out({ reason: REMOVALS[next()]!, status: status(s), target, type: 'statusRemoved' });
        break;
      }
      case 14: { const unit = next(); out({ element: ELEMENTS[next()]!, type: 'elementChanged', unit }); break; }
      case 15: {
        const field = next(), s = next(), owner = next(), team = next() as Team, centre = next(), radius = next(), duration = next();
        out({ duration, field, owner, radius, status: status(s), team, type: 'fieldCreated', x: centre % W, y: Math.floor(centre / W) });
        break;
      }
      case 16: out({ field: next(), reason: 'expired', type: 'fieldExpired' }); break;
      case 17: { const unit = next(); out({ killer: orNull(next()), type: 'unitDied', unit }); break; }
      case 18: {
        const winner = next(), reason = next(), rounds = next();
        out({ reason: reason === 0 ? 'wipeout' : 'turnCap', rounds, totals: totalsOf(mem, units.length), type: 'battleEnd', winner: winner < 0 ? null : (winner as Team) });
        break;
      }
      default: throw new Error(`the event buffer holds an unknown record ${code} at word ${p - 1 - L.EVENTS}`);
    }
  }
}

/** The battleEnd totals, from the module's unit columns. */
function totalsOf(mem: Int32Array, n: number): UnitTotals[] {
  const col = (c: number, uid: number): number => mem[L.U + c * L.MAX_UNITS + uid]!;
  const totals: UnitTotals[] = [];
  for (let uid = 0; uid < n; uid++) {
    totals.push({
      alive: col(L.C_CELL, uid) >= 0, damageDealt: col(L.C_DEALT, uid), damageTaken: col(L.C_TAKEN, uid), healed: col(L.C_HEALED, uid),
      health: col(L.C_HP, uid), shielded: col(L.C_SHIELDED, uid), unit: uid,
    });
  }
  return totals;
}
