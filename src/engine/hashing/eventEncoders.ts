import type { ActiveSynergy, BattleEvent, BattleEventType, Cell, UnitSnapshot, UnitTotals } from '../events';
import type { CompactWriter } from './compactEncoding';

// The compact encoding written out per event type: each event's keys in alphabetical order, exactly what
// CompactWriter.value() derives from the object itself (the reference; compactEncoding.test.ts checks they agree
// on thousands of battles). This is the hot path: no key walking, no type dispatch per value.

type Encoder<K extends BattleEventType> = (w: CompactWriter, e: Extract<BattleEvent, { type: K }>) => void;

function cell(w: CompactWriter, c: Cell): void {
  w.int(c.x);
  w.int(c.y);
}

function synergy(w: CompactWriter, s: ActiveSynergy): void {
  w.int(s.count);
  w.string(s.family);
  w.int(s.level);
  w.string(s.synergy);
  w.int(s.team);
}

function snapshot(w: CompactWriter, u: UnitSnapshot): void {
  w.int(u.attack);
  w.string(u.attackType);
  w.string(u.cardId);
  w.int(u.critChance);
  w.int(u.critDamage);
  w.int(u.defense);
  w.string(u.element);
  w.strings(u.families);
  w.int(u.health);
  w.int(u.level);
  w.int(u.magic);
  w.int(u.magicResistance);
  w.int(u.maxHealth);
  w.int(u.range);
  w.strings(u.skills);
  w.int(u.speed);
  w.int(u.team);
  w.int(u.unit);
  w.int(u.x);
  w.int(u.y);
}

function totals(w: CompactWriter, t: UnitTotals): void {
  w.bool(t.alive);
  w.int(t.damageDealt);
  w.int(t.damageTaken);
  w.int(t.healed);
  w.int(t.health);
  w.int(t.shielded);
  w.int(t.unit);
}

/** Per event type: its values in alphabetical key order (the type code is written before). */
export const EVENT_ENCODERS: { readonly [K in BattleEventType]: Encoder<K> } = {
  battleStart(w, e) {
    w.int(e.height);
    w.int(e.rulesVersion);
    w.int(e.seed);
    w.varint(e.synergies.length);
    for (const s of e.synergies) synergy(w, s);
    w.varint(e.units.length);
    for (const u of e.units) snapshot(w, u);
    w.int(e.width);
  },
  synergyActivated(w, e) {
    w.int(e.level);
    w.string(e.synergy);
    w.int(e.team);
    w.ints(e.units);
  },
  roundStart(w, e) {
    w.ints(e.order);
    w.int(e.round);
  },
  turn(w, e) {
    w.int(e.unit);
  },
  turnSkipped(w, e) {
    w.string(e.status);
    w.int(e.unit);
  },
  move(w, e) {
    cell(w, e.from);
    cell(w, e.to);
    w.int(e.unit);
  },
  attack(w, e) {
    w.bool(e.missed);
    w.int(e.target);
    w.int(e.unit);
  },
  skillCast(w, e) {
    w.string(e.skill);
    w.ints(e.targets);
    w.int(e.unit);
  },
  damage(w, e) {
    w.int(e.amount);
    w.string(e.cause);
    w.nullableString(e.causeId);
    w.bool(e.critical);
    w.string(e.damageType);
    w.int(e.health);
    w.int(e.shieldAbsorbed);
    w.nullableInt(e.source);
    w.int(e.target);
  },
  heal(w, e) {
    w.int(e.amount);
    w.string(e.cause);
    w.nullableString(e.causeId);
    w.int(e.health);
    w.nullableInt(e.source);
    w.int(e.target);
  },
  statusApplied(w, e) {
    w.int(e.duration);
    w.int(e.points);
    w.nullableInt(e.source);
    w.string(e.status);
    w.int(e.target);
  },
  statusTicked(w, e) {
    w.int(e.remaining);
    w.string(e.status);
    w.int(e.target);
  },
  statusExpired(w, e) {
    w.string(e.status);
    w.int(e.target);
  },
  statusRemoved(w, e) {
    w.string(e.reason);
    w.string(e.status);
    w.int(e.target);
  },
  elementChanged(w, e) {
    w.string(e.element);
    w.int(e.unit);
  },
  fieldCreated(w, e) {
    w.int(e.duration);
    w.int(e.field);
    w.int(e.owner);
    w.int(e.radius);
    w.string(e.status);
    w.int(e.team);
    w.int(e.x);
    w.int(e.y);
  },
  fieldExpired(w, e) {
    w.int(e.field);
    w.string(e.reason);
  },
  unitDied(w, e) {
    w.nullableInt(e.killer);
    w.int(e.unit);
  },
  battleEnd(w, e) {
    w.string(e.reason);
    w.int(e.rounds);
    w.varint(e.totals.length);
    for (const t of e.totals) totals(w, t);
    w.nullableInt(e.winner);
  },
};
