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

/** The unit ids in `mem` from word `p`, `n` of them. */
function uids(mem: Int32Array, p: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(mem[p + k]!);
  return out;
}

/** The id a damage or heal record's cause names: null for an attack, a skill of the source, else a status. */
function causeIdOf(ctx: EventContext, cause: number, source: number, id: number): string | null {
  return cause === L.CAUSE_ATTACK ? null : cause === L.CAUSE_SKILL ? ctx.units[source]!.skills[id]!.id : ctx.statuses[id]!.id;
}

/**
 * Decodes the first `words` words of the event buffer of `mem` (an Int32Array over the module's memory), handing each
 * event to `out`. The position is a local and every read is inline: this runs for every event of every full run.
 */
export function decodeEvents(mem: Int32Array, words: number, ctx: EventContext, out: (event: BattleEvent) => void): void {
  const statuses = ctx.statuses;
  let p = L.EVENTS;
  const end = L.EVENTS + words;
  while (p < end) {
    const code = mem[p]!;
    switch (code) {
      case 2: {
        const n = mem[p + 2]!;
        out({ order: uids(mem, p + 3, n), round: mem[p + 1]!, type: 'roundStart' });
        p += 3 + n;
        break;
      }
      case 3: out({ type: 'turn', unit: mem[p + 1]! }); p += 2; break;
      case 4: out({ status: statuses[mem[p + 2]!]!.id, type: 'turnSkipped', unit: mem[p + 1]! }); p += 3; break;
      case 5: {
        const from = mem[p + 2]!, to = mem[p + 3]!;
        out({ from: { x: from % W, y: Math.floor(from / W) }, to: { x: to % W, y: Math.floor(to / W) }, type: 'move', unit: mem[p + 1]! });
        p += 4;
        break;
      }
      case 6: out({ missed: mem[p + 3] !== 0, target: mem[p + 2]!, type: 'attack', unit: mem[p + 1]! }); p += 4; break;
      case 7: {
        const unit = mem[p + 1]!, n = mem[p + 3]!;
        out({ skill: ctx.units[unit]!.skills[mem[p + 2]!]!.id, targets: uids(mem, p + 4, n), type: 'skillCast', unit });
        p += 4 + n;
        break;
      }
      case 8: {
        const source = mem[p + 1]!, cause = mem[p + 8]!;
        out({
          amount: mem[p + 3]!, cause: CAUSES[cause]!, causeId: causeIdOf(ctx, cause, source, mem[p + 9]!), critical: mem[p + 5] !== 0,
          damageType: DAMAGE_TYPES[mem[p + 4]!]!, health: mem[p + 7]!, shieldAbsorbed: mem[p + 6]!, source: orNull(source), target: mem[p + 2]!,
          type: 'damage',
        });
        p += 10;
        break;
      }
      case 9: {
        const source = mem[p + 1]!, cause = mem[p + 5]!;
        out({
          amount: mem[p + 3]!, cause: CAUSES[cause]!, causeId: causeIdOf(ctx, cause, source, mem[p + 6]!), health: mem[p + 4]!,
          source: orNull(source), target: mem[p + 2]!, type: 'heal',
        });
        p += 7;
        break;
      }
      case 10:
        out({ duration: mem[p + 3]!, points: mem[p + 5]!, source: orNull(mem[p + 4]!), status: statuses[mem[p + 2]!]!.id, target: mem[p + 1]!, type: 'statusApplied' });
        p += 6;
        break;
      case 11: out({ remaining: mem[p + 3]!, status: statuses[mem[p + 2]!]!.id, target: mem[p + 1]!, type: 'statusTicked' }); p += 4; break;
      case 12: out({ status: statuses[mem[p + 2]!]!.id, target: mem[p + 1]!, type: 'statusExpired' }); p += 3; break;
      case 13: out({ reason: REMOVALS[mem[p + 3]!]!, status: statuses[mem[p + 2]!]!.id, target: mem[p + 1]!, type: 'statusRemoved' }); p += 4; break;
      case 14: out({ element: ELEMENTS[mem[p + 2]!]!, type: 'elementChanged', unit: mem[p + 1]! }); p += 3; break;
      case 15: {
        const centre = mem[p + 5]!;
        out({
          duration: mem[p + 7]!, field: mem[p + 1]!, owner: mem[p + 3]!, radius: mem[p + 6]!, status: statuses[mem[p + 2]!]!.id,
          team: mem[p + 4] as Team, type: 'fieldCreated', x: centre % W, y: Math.floor(centre / W),
        });
        p += 8;
        break;
      }
      case 16: out({ field: mem[p + 1]!, reason: 'expired', type: 'fieldExpired' }); p += 2; break;
      case 17: out({ killer: orNull(mem[p + 2]!), type: 'unitDied', unit: mem[p + 1]! }); p += 3; break;
      case 18: {
        const winner = mem[p + 1]!;
        out({ reason: mem[p + 2] === 0 ? 'wipeout' : 'turnCap', rounds: mem[p + 3]!, totals: totalsOf(mem, ctx.units.length), type: 'battleEnd', winner: winner < 0 ? null : (winner as Team) });
        p += 4;
        break;
      }
      default: throw new Error(`the event buffer holds an unknown record ${code} at word ${p - L.EVENTS}`);
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
