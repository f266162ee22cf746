// The battle rules in AssemblyScript, their one home: from the opened battle (or the restored opening, for a batch)
// to the end (winner, reason, rounds, every unit's health, and in the record build every event), over one linear
// memory laid out by ../layout.ts. Statuses, skills and fields come as the integer tables ../compileTables.ts writes;
// the JS side only validates, deploys, applies synergies and decodes events. No allocation, no strings: asc --runtime
// stub. Written as a port of the JS rule code the pinned commit 28044a2 still has, which the tests compare it with
// (scripts/battle/referenceEngine.ts). Arithmetic: every value the rules divide is non-negative, but permille and the
// shares floor through i64 as Math.floor does (AS's integer division truncates), so a negative would still round as
// Math.floor rounds.
import {
  MAX_UNITS, MAX_SKILLS, MAX_HELD, MAX_FIELDS, BOARD_W, CELLS, MAX_RANGE,
  G_ROUND, G_OVER, G_WINNER, G_REASON, G_SEQ, G_SERIAL, G_LIVING0, G_OCC, G_NFIELDS, G_FZONED, G_AURAS, G_ZONESSET,
  G_ORDERLEN, G_RNG, G_ERROR, G_NUNITS, G_TEAMSTART, G_MOVE_THEN_ATTACK, G_TRACELEN, G_NTARGETS,
  K_MAX_ROUNDS, K_OVERTIME_FROM, K_OVERTIME_STEP, K_MITIGATION_K, K_ELEMENT_ADVANTAGE, K_ELEMENT_DISADVANTAGE,
  K_MIN_DAMAGE, K_MAX_MISS, K_MIN_SPEED_SHARE, K_MIN_DAMAGE_FACTOR,
  O_SEQ, O_AURAS, O_LIVING0, O_LIVING1, O_OCC,
  U, OU, DYN_COLS, C_HP, C_MAXHP, C_ATK, C_DEF, C_MAG, C_MR, C_SPD, C_CRIT, C_CRITD, C_EBONUS, C_CELL, C_ELEM,
  C_NSTAT, C_TURNSEQ, C_ZSPD, C_ZDMG, C_MATK, C_MMAG, C_MDEF, C_MMR, C_MSPD, C_MDTAKEN, C_MDDEALT, C_MCRIT, C_MMISS,
  C_MDISABLED, C_MFEAR, C_MROOT, C_MSILENCE, C_CD, C_POS, C_TEAM, C_RANGE, C_ATYPE, C_RULE, C_BASEELEM, C_NSKILL,
  G_EVLEN, G_HOSTRNG, G_FIELDSEQ, C_DEALT, C_TAKEN, C_HEALED, C_SHIELDED, F_ID, F_CENTRE, EVENTS, EV_CAP,
  RM_DEPLETED, RM_REPLACED, CAUSE_ATTACK, CAUSE_SKILL, CAUSE_STATUS, CAUSE_FIELD,
  ORDER, TARGETS, HELD, DEPLETED, GRID, ZONE, ORDER_KEYS, UID_KEYS, DIST, MATCH, WITHIN, NEIGH,
  STATUS, S_SIZE, S_DURATION, S_VALUE, S_REMOVE, S_DTYPE, S_ELEMENT, S_DPT, S_HPT, S_SPDRED, S_DEFBOOST, S_DMGAMP,
  S_RADIUS, S_TICK, S_MODIFY, S_SHIELD, S_CHANGES_ELEMENT, S_ZONE,
  TICK_PERCENT_DAMAGE, TICK_FLAT_DAMAGE, TICK_PERCENT_HEAL, TICK_FLAT_HEAL,
  MOD_DISABLE, MOD_FEAR, MOD_ROOT, MOD_SILENCE, MOD_BLIND, MOD_ATTACK_BOOST, MOD_WEAKEN, MOD_SPEED_BOOST, MOD_SLOW,
  MOD_DEFENSE_BOOST, MOD_MAGIC_RESIST_BOOST, MOD_DEFENSE_BREAK, MOD_VULNERABLE, MOD_CRIT_BOOST, MOD_DAMAGE_DEALT,
  SKILL, K_SIZE, K_MODE, K_RANGE, K_RADIUS, K_COOLDOWN, K_NEFFECTS, K_EFFECTS, E_SIZE,
  MODE_TARGET, MODE_TARGET_AREA, MODE_WEAKEST_ENEMY, MODE_ALL_ENEMIES, MODE_SELF, MODE_WEAKEST_ALLY, MODE_ALL_ALLIES,
  MODE_ALLIES_AROUND, OP_DAMAGE, OP_HEAL, OP_APPLY_STATUS, OP_REMOVE_STATUSES, OP_CREATE_FIELD,
  LISTS, L_SIZE, L_STATUS, L_REMAINING, L_POINTS, L_SEQ, L_SERIAL, L_SOURCE, OLISTS, FIELDS, F_SIZE, F_STATUS, F_OWNER, F_TEAM,
  F_CELLS, F_REMAINING, TRACE, T_SIZE, TRACE_CAP, T_DRAW, T_DAMAGE, T_HEAL, T_TURN, T_ROUND, T_STATUS, T_MOVE,
} from '../layout';
import { RECORDING } from './recording';
import { TRACING } from './tracing';

// ---- memory access ----

@inline function g(i: i32): i32 { return load<i32>(i << 2); }
@inline function sg(i: i32, v: i32): void { store<i32>(i << 2, v); }
@inline function col(c: i32, uid: i32): i32 { return load<i32>((U + c * MAX_UNITS + uid) << 2); }
@inline function setCol(c: i32, uid: i32, v: i32): void { store<i32>((U + c * MAX_UNITS + uid) << 2, v); }
@inline function st(s: i32, f: i32): i32 { return load<i32>((STATUS + s * S_SIZE + f) << 2); }
@inline function dist(a: i32, b: i32): i32 { return load<i32>((DIST + a * CELLS + b) << 2); }
@inline function within(cell: i32, range: i32): i32 {
  if (range < 0) return 0;
  return load<i32>((WITHIN + (range < MAX_RANGE ? range : MAX_RANGE) * CELLS + cell) << 2);
}
/** Word index of entry i of a unit's status list. */
@inline function entry(uid: i32, i: i32): i32 { return LISTS + (uid * MAX_HELD + i) * L_SIZE; }
@inline function fld(f: i32, k: i32): i32 { return load<i32>((FIELDS + f * F_SIZE + k) << 2); }
@inline function setFld(f: i32, k: i32, v: i32): void { store<i32>((FIELDS + f * F_SIZE + k) << 2, v); }
@inline function skillWord(uid: i32, i: i32, k: i32): i32 { return load<i32>((SKILL + (uid * MAX_SKILLS + i) * K_SIZE + k) << 2); }

/** Math.floor(a / b) for b > 0, on i64 (exact for the engine's doubles, which never leave 2^53). */
@inline function floorDiv(a: i64, b: i64): i64 {
  const q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}
/** permille.ts: floor(value × perMille / 1000). */
@inline function permille(value: i32, pm: i32): i32 { return <i32>floorDiv(<i64>value * <i64>pm, 1000); }
@inline function max32(a: i32, b: i32): i32 { return a > b ? a : b; }

// ---- the event buffer (the full run records; a batch never enters these branches) ----

/** Whether this build records events (recording.ts: the full run's build; the batch's has none of this code). */
@inline function rec(): bool { return RECORDING; }

/** Appends one word to the event buffer; past EV_CAP the glue is told by G_ERROR 3 and stops. */
function put(v: i32): void {
  const n = g(G_EVLEN);
  if (n < EV_CAP) store<i32>((EVENTS + n) << 2, v);
  else sg(G_ERROR, 3);
  sg(G_EVLEN, n + 1);
}
function put2(a: i32, b: i32): void { put(a); put(b); }
function put3(a: i32, b: i32, c: i32): void { put(a); put(b); put(c); }
function put4(a: i32, b: i32, c: i32, d: i32): void { put(a); put(b); put(c); put(d); }

function trace(kind: i32, a: i32, b: i32, c: i32): void {
  const n = g(G_TRACELEN);
  if (n >= TRACE_CAP) return;
  const o = (TRACE + n * T_SIZE) << 2;
  store<i32>(o, kind); store<i32>(o + 4, a); store<i32>(o + 8, b); store<i32>(o + 12, c);
  sg(G_TRACELEN, n + 1);
}

// ---- sfc32 (rng.ts's, seeded alike) ----

// A test's scripted draws (BattleOptions.rng: testing/fixedRolls.ts), asked of the glue while G_HOSTRNG is 1; the
// record build only (the batch build never imports them).
@external("env", "hostNext") declare function hostNext(): u32;
@external("env", "hostChance") declare function hostChance(p: i32): i32;
@inline function hostRng(): bool { return RECORDING && g(G_HOSTRNG) != 0; }

/** The next sfc32 output (recorded in the trace build), or the host's draw. */
function nextU32(): u32 {
  if (hostRng()) return hostNext();
  const t = draw();
  if (TRACING) trace(T_DRAW, <i32>t, 0, 0);
  return t;
}

function draw(): u32 {
  let a = g(G_RNG), b = g(G_RNG + 1), c = g(G_RNG + 2), d = g(G_RNG + 3);
  const t = a + b + d;
  d = d + 1;
  a = b ^ (b >>> 9);
  b = c + (c << 3);
  c = (c << 21) | (c >>> 11);
  c = c + t;
  sg(G_RNG, a); sg(G_RNG + 1, b); sg(G_RNG + 2, c); sg(G_RNG + 3, d);
  return <u32>t;
}

function reseed(seed: i32): void {
  sg(G_RNG, 0x9e3779b9); sg(G_RNG + 1, 0x243f6a88); sg(G_RNG + 2, 0xb7e15162); sg(G_RNG + 3, seed);
  // The warm-up draws are the seeding's, not the battle's: not in the trace.
  for (let i = 0; i < 12; i++) draw();
}

/** Rng.int: floor(draw × n / 2^32). */
@inline function rint(n: i32): i32 { return <i32>((<u64>nextU32() * <u64>n) >> 32); }
/** Rng.chance: draws only when the outcome is uncertain. */
function chance(p: i32): bool {
  if (p <= 0) return false;
  if (p >= 1000) return true;
  if (hostRng()) return hostChance(p) != 0;
  return rint(1000) < p;
}

// ---- effective stats ----

@inline function attackOf(u: i32): i32 { return permille(col(C_ATK, u), max32(0, 1000 + col(C_MATK, u))); }
@inline function magicOf(u: i32): i32 { return permille(col(C_MAG, u), max32(0, 1000 + col(C_MMAG, u))); }
@inline function speedOf(u: i32): i32 {
  return permille(col(C_SPD, u), max32(g(K_MIN_SPEED_SHARE), 1000 + col(C_MSPD, u) - col(C_ZSPD, u)));
}
@inline function alive(u: i32): bool { return col(C_CELL, u) >= 0; }

// ---- statuses ----

/** recompute: the modifiers as the fold of the unit's statuses in order. */
function recompute(u: i32): void {
  let atk = 0, mag = 0, def = 0, mr = 0, spd = 0, taken = 0, dealt = 0, crit = 0, miss = 0;
  let disabled = 0, fear = 0, root = 0, silence = 0;
  const n = col(C_NSTAT, u);
  for (let i = 0; i < n; i++) {
    const s = load<i32>((entry(u, i) + L_STATUS) << 2);
    const m = st(s, S_MODIFY);
    if (m == 0) continue;
    const v = st(s, S_VALUE);
    switch (m) {
      case MOD_DISABLE: if (disabled == 0) disabled = s + 1; break;
      case MOD_FEAR: fear = 1; break;
      case MOD_ROOT: root = 1; break;
      case MOD_SILENCE: silence = 1; break;
      case MOD_BLIND: miss += v; break;
      case MOD_ATTACK_BOOST: atk += v; mag += v; break;
      case MOD_WEAKEN: atk -= v; mag -= v; break;
      case MOD_SPEED_BOOST: spd += v; break;
      case MOD_SLOW: spd -= v; break;
      case MOD_DEFENSE_BOOST: def += v; break;
      case MOD_MAGIC_RESIST_BOOST: mr += v; break;
      case MOD_DEFENSE_BREAK: def -= v; mr -= v; break;
      case MOD_VULNERABLE: taken += v; break;
      case MOD_CRIT_BOOST: crit += v; break;
      case MOD_DAMAGE_DEALT: dealt += v; break;
      default: break;
    }
  }
  setCol(C_MATK, u, atk); setCol(C_MMAG, u, mag); setCol(C_MDEF, u, def); setCol(C_MMR, u, mr);
  setCol(C_MSPD, u, spd); setCol(C_MDTAKEN, u, taken); setCol(C_MDDEALT, u, dealt); setCol(C_MCRIT, u, crit);
  setCol(C_MMISS, u, miss); setCol(C_MDISABLED, u, disabled); setCol(C_MFEAR, u, fear); setCol(C_MROOT, u, root);
  setCol(C_MSILENCE, u, silence);
}

/** removeAt: entry i leaves the unit's list, the later ones move up (order kept). */
function removeEntry(u: i32, i: i32): void {
  const n = col(C_NSTAT, u) - 1;
  if (i < n) memory.copy(<usize>(entry(u, i) << 2), <usize>(entry(u, i + 1) << 2), <usize>((n - i) * L_SIZE * 4));
  setCol(C_NSTAT, u, n);
}

/** setElement: reports only a real change. */
function setElement(u: i32, element: i32): void {
  if (col(C_ELEM, u) == element) return;
  setCol(C_ELEM, u, element);
  if (rec()) put3(14, u, element);
}

/** applyStatus: a status on a living unit, refreshed if it is already there; points < 0: the status's own. */
function applyStatus(source: i32, t: i32, s: i32, points: i32): void {
  if (!alive(t)) return;
  let pts = points;
  if (pts < 0) {
    const kind = st(s, S_SHIELD);
    pts = kind == 1 ? st(s, S_VALUE) : kind == 2 ? permille(col(C_MAXHP, t), st(s, S_VALUE)) : 0;
  }
  const n = col(C_NSTAT, t);
  let existing = -1;
  for (let i = 0; i < n; i++) {
    if (load<i32>((entry(t, i) + L_STATUS) << 2) == s) { existing = i; break; }
  }
  let changed = false;
  if (existing >= 0) {
    const e = entry(t, existing);
    sg(e + L_REMAINING, st(s, S_DURATION));
    sg(e + L_POINTS, pts);
    sg(e + L_SOURCE, source);
    const seq = g(G_SEQ);
    sg(e + L_SEQ, seq);
    sg(G_SEQ, seq + 1);
  } else {
    if (st(s, S_CHANGES_ELEMENT) != 0) {
      // Only one element change at a time: the new one replaces the old.
      for (let i = 0; i < col(C_NSTAT, t); i++) {
        const old = load<i32>((entry(t, i) + L_STATUS) << 2);
        if (st(old, S_CHANGES_ELEMENT) == 0) continue;
        removeEntry(t, i);
        i--;
        changed = true;
        if (rec()) put4(13, t, old, RM_REPLACED);
      }
    }
    const m = col(C_NSTAT, t);
    if (m >= MAX_HELD) { sg(G_ERROR, 1); return; }
    const e = entry(t, m);
    sg(e + L_STATUS, s);
    sg(e + L_REMAINING, st(s, S_DURATION));
    sg(e + L_POINTS, pts);
    const seq = g(G_SEQ);
    sg(e + L_SEQ, seq);
    sg(G_SEQ, seq + 1);
    const serial = g(G_SERIAL);
    sg(e + L_SERIAL, serial);
    sg(G_SERIAL, serial + 1);
    sg(e + L_SOURCE, source);
    setCol(C_NSTAT, t, m + 1);
    if (st(s, S_ZONE) == 2) sg(G_AURAS, g(G_AURAS) + 1);
    if (st(s, S_MODIFY) != 0) changed = true;
  }
  if (TRACING) trace(T_STATUS, t, s, pts);
  if (rec()) { put3(10, t, s); put3(st(s, S_DURATION), source, pts); }
  if (st(s, S_CHANGES_ELEMENT) != 0 && st(s, S_ELEMENT) >= 0) setElement(t, st(s, S_ELEMENT));
  if (changed) recompute(t);
}

/** removeStatuses: every status of one removal class. */
function removeStatuses(t: i32, removeType: i32): void {
  let changed = false, element = false;
  for (let i = 0; i < col(C_NSTAT, t); i++) {
    const s = load<i32>((entry(t, i) + L_STATUS) << 2);
    if (st(s, S_REMOVE) != removeType) continue;
    removeEntry(t, i);
    i--;
    if (st(s, S_MODIFY) != 0) changed = true;
    if (st(s, S_CHANGES_ELEMENT) != 0) element = true;
    if (rec()) put4(13, t, s, removeType);
  }
  if (element) setElement(t, col(C_BASEELEM, t));
  if (changed) recompute(t);
}

/** Whether the unit still holds the status entry with this serial. */
function holds(u: i32, serial: i32): bool {
  const n = col(C_NSTAT, u);
  for (let i = 0; i < n; i++) if (load<i32>((entry(u, i) + L_SERIAL) << 2) == serial) return true;
  return false;
}

/** Index of the entry with this serial in the unit's list, -1 if none. */
function indexOfSerial(u: i32, serial: i32): i32 {
  const n = col(C_NSTAT, u);
  for (let i = 0; i < n; i++) if (load<i32>((entry(u, i) + L_SERIAL) << 2) == serial) return i;
  return -1;
}

/** tickStatuses: the per-turn effects of the statuses held when the turn began, in application order. */
function tickStatuses(u: i32): void {
  const n = col(C_NSTAT, u);
  let first = 0;
  while (first < n && st(load<i32>((entry(u, first) + L_STATUS) << 2), S_TICK) == 0) first++;
  if (first == n) return;
  for (let i = first; i < n; i++) sg(HELD + i, load<i32>((entry(u, i) + L_SERIAL) << 2));
  for (let i = first; i < n; i++) {
    const serial = g(HELD + i);
    const k = indexOfSerial(u, serial);
    if (k < 0) continue;
    const s = load<i32>((entry(u, k) + L_STATUS) << 2);
    const tick = st(s, S_TICK);
    if (tick == 0) continue;
    if (rec()) {
      const remaining = load<i32>((entry(u, k) + L_REMAINING) << 2);
      put4(11, u, s, remaining < 0 ? -1 : remaining - 1);
    }
    const v = st(s, S_VALUE);
    const source = load<i32>((entry(u, k) + L_SOURCE) << 2);
    if (tick == TICK_PERCENT_DAMAGE) dealDamage(source, u, permille(col(C_MAXHP, u), v), st(s, S_DTYPE), true, CAUSE_STATUS, s);
    else if (tick == TICK_FLAT_DAMAGE) dealDamage(source, u, v, st(s, S_DTYPE), true, CAUSE_STATUS, s);
    else if (tick == TICK_PERCENT_HEAL) heal(source, u, permille(col(C_MAXHP, u), v), CAUSE_STATUS, s);
    else if (tick == TICK_FLAT_HEAL) heal(source, u, v, CAUSE_STATUS, s);
    if (!alive(u)) return;
  }
}

/** countDownStatuses: statuses present when the turn began count down; those reaching 0 expire. */
function countDownStatuses(u: i32): void {
  let changed = false;
  const turnSeq = col(C_TURNSEQ, u);
  for (let i = 0; i < col(C_NSTAT, u); i++) {
    const e = entry(u, i);
    const remaining = g(e + L_REMAINING);
    if (remaining <= 0 || g(e + L_SEQ) >= turnSeq) continue;
    sg(e + L_REMAINING, remaining - 1);
    if (remaining - 1 == 0) {
      const s = g(e + L_STATUS);
      removeEntry(u, i);
      i--;
      if (st(s, S_MODIFY) != 0) changed = true;
      if (rec()) put3(12, u, s);
      if (st(s, S_CHANGES_ELEMENT) != 0) setElement(u, col(C_BASEELEM, u));
    }
  }
  if (changed) recompute(u);
}

// ---- damage and healing ----

@inline function overtime(): i32 {
  const round = g(G_ROUND);
  const from = g(K_OVERTIME_FROM);
  return round >= from ? (round - from + 1) * g(K_OVERTIME_STEP) : 0;
}

/** Damage after defence (0 physical) or magic resistance (1 magic); true damage (2) is never reduced. */
function mitigate(t: i32, dmg: i32, type: i32): i32 {
  if (type == 2) return dmg;
  const stat = type == 0
    ? permille(col(C_DEF, t), max32(0, 1000 + col(C_MDEF, t)))
    : permille(col(C_MR, t), max32(0, 1000 + col(C_MMR, t)));
  const k = g(K_MITIGATION_K);
  return <i32>floorDiv(<i64>dmg * <i64>k, <i64>(k + stat));
}

@inline function amplification(t: i32, dealtBonus: i32): i32 {
  return max32(g(K_MIN_DAMAGE_FACTOR), 1000 + dealtBonus + col(C_MDTAKEN, t) + col(C_ZDMG, t) + overtime());
}

/** hit: scaling 0 attack, 1 magic; type 0 physical, 1 magic, 2 true; cause and causeId for the event (CAUSE_*). */
function hit(a: i32, t: i32, type: i32, scaling: i32, ratio: i32, cause: i32, causeId: i32): void {
  let dmg = permille(scaling == 0 ? attackOf(a) : magicOf(a), ratio);
  dmg = mitigate(t, dmg, type);
  const m = load<i32>((MATCH + col(C_ELEM, a) * 6 + col(C_ELEM, t)) << 2);
  if (m > 0) dmg = permille(dmg, 1000 + g(K_ELEMENT_ADVANTAGE) + col(C_EBONUS, a));
  else if (m < 0) dmg = permille(dmg, 1000 - g(K_ELEMENT_DISADVANTAGE));
  const critical = chance(col(C_CRIT, a) + col(C_MCRIT, a));
  if (critical) dmg = permille(dmg, col(C_CRITD, a));
  dmg = permille(dmg, amplification(t, col(C_MDDEALT, a)));
  applyDamage(a, t, max32(g(K_MIN_DAMAGE), dmg), type, critical, cause, causeId);
}

/** dealDamage: damage not from an attacker's hit (statuses, fields); source -1 none. */
function dealDamage(source: i32, t: i32, raw: i32, type: i32, mitigated: bool, cause: i32, causeId: i32): void {
  if (!alive(t)) return;
  let dmg = mitigated ? mitigate(t, raw, type) : raw;
  dmg = permille(dmg, amplification(t, 0));
  applyDamage(source, t, max32(g(K_MIN_DAMAGE), dmg), type, false, cause, causeId);
}

/** applyDamage: shields absorb first (in application order), then health; depleted shields go; 0 health dies. */
function applyDamage(source: i32, t: i32, dmg: i32, type: i32, critical: bool, cause: i32, causeId: i32): void {
  let rest = dmg;
  let absorbed = 0;
  let nDepleted = 0;
  const n = col(C_NSTAT, t);
  for (let i = 0; i < n && rest != 0; i++) {
    const e = entry(t, i);
    const p = g(e + L_POINTS);
    if (p <= 0) continue;
    const take = p < rest ? p : rest;
    sg(e + L_POINTS, p - take);
    absorbed += take;
    rest -= take;
    if (p - take == 0) {
      sg(DEPLETED + nDepleted, g(e + L_SERIAL));
      nDepleted++;
    }
  }
  const hp = col(C_HP, t);
  const lost = rest < hp ? rest : hp;
  setCol(C_HP, t, hp - lost);
  if (TRACING) trace(T_DAMAGE, t, absorbed + lost, hp - lost);
  if (RECORDING) {
    const amount = absorbed + lost;
    setCol(C_SHIELDED, t, col(C_SHIELDED, t) + absorbed);
    setCol(C_TAKEN, t, col(C_TAKEN, t) + amount);
    if (source >= 0) setCol(C_DEALT, source, col(C_DEALT, source) + amount);
    put4(8, source, t, amount);
    put4(type, critical ? 1 : 0, absorbed, hp - lost);
    put2(cause, causeId);
  }
  if (nDepleted > 0) {
    let modified = false;
    for (let k = 0; k < nDepleted; k++) {
      const i = indexOfSerial(t, g(DEPLETED + k));
      const s = load<i32>((entry(t, i) + L_STATUS) << 2);
      if (st(s, S_MODIFY) != 0) modified = true;
      removeEntry(t, i);
      if (RECORDING) put4(13, t, s, RM_DEPLETED);
    }
    if (modified) recompute(t);
  }
  if (hp - lost == 0) die(t, source);
}

function die(u: i32, killer: i32): void {
  const cell = col(C_CELL, u);
  const team = col(C_TEAM, u);
  sg(G_LIVING0 + team, g(G_LIVING0 + team) - 1);
  sg(GRID + cell, 0);
  sg(G_OCC, g(G_OCC) & ~(1 << cell));
  setCol(C_CELL, u, -1);
  if (rec()) put3(17, u, killer);
}

function heal(source: i32, t: i32, amount: i32, cause: i32, causeId: i32): void {
  if (!alive(t)) return;
  const hp = col(C_HP, t);
  const room = col(C_MAXHP, t) - hp;
  const gained = amount < room ? amount : room;
  if (gained <= 0) return;
  setCol(C_HP, t, hp + gained);
  if (TRACING) trace(T_HEAL, t, gained, hp + gained);
  if (rec()) {
    setCol(C_HEALED, t, col(C_HEALED, t) + gained);
    put4(9, source, t, gained);
    put3(hp + gained, cause, causeId);
  }
}

// ---- the path search: bit boards ----

const ALL: i32 = (1 << CELLS) - 1;
let NOT_WEST: i32 = 0;
let NOT_EAST: i32 = 0;

function expand(set: i32): i32 {
  const e = set & NOT_EAST;
  const w = set & NOT_WEST;
  return ((e << 1) | (w >>> 1) | (set >>> BOARD_W) | (set << BOARD_W) | (e >>> (BOARD_W - 1)) | (e << (BOARD_W + 1)) | (w >>> (BOARD_W + 1)) | (w << (BOARD_W - 1))) & ALL;
}

/** The first step of a shortest path to a cell within range of the target, -1 if none. */
function stepToward(occupied: i32, own: i32, target: i32, range: i32): i32 {
  const ownBit = 1 << own;
  const goals = within(target, range);
  if ((goals & ownBit) != 0) return -1;
  const free = ALL & ~occupied;
  let frontier = goals & free;
  let reached = frontier;
  while (frontier != 0) {
    const around = expand(frontier);
    if ((around & ownBit) != 0) {
      for (let k = own * 8, end = k + 8; k < end; k++) {
        const n = load<i32>((NEIGH + k) << 2);
        if (n >= 0 && (frontier & (1 << n)) != 0) return n;
      }
      return -1;
    }
    frontier = around & free & ~reached;
    reached |= frontier;
  }
  return -1;
}

function reachable(occupied: i32, own: i32): i32 {
  const free = ALL & ~occupied;
  let frontier = expand(1 << own) & free;
  let reached = frontier;
  while (frontier != 0) {
    frontier = expand(frontier) & free & ~reached;
    reached |= frontier;
  }
  return reached;
}

/** Fleeing: the free neighbour farthest from the threat (earlier direction on ties), -1 if none is farther. */
function stepAway(own: i32, threat: i32): i32 {
  let bestD = dist(own, threat);
  let best = -1;
  const occ = g(G_OCC);
  for (let k = own * 8, end = k + 8; k < end; k++) {
    const n = load<i32>((NEIGH + k) << 2);
    if (n < 0 || (occ & (1 << n)) != 0) continue;
    const d = dist(n, threat);
    if (d > bestD) { bestD = d; best = n; }
  }
  return best;
}

// ---- targeting and movement ----

function chooseTarget(u: i32): i32 {
  const mode = col(C_RULE, u);
  const team = col(C_TEAM, u);
  const from = col(C_CELL, u);
  let best = -1, bestD = 0;
  for (let e = g(G_TEAMSTART + 1 - team), end = g(G_TEAMSTART + 2 - team); e < end; e++) {
    const c = col(C_CELL, e);
    if (c < 0) continue;
    const d = dist(from, c);
    if (best < 0) { best = e; bestD = d; continue; }
    let better: bool;
    if (mode == 0) better = d < bestD || (d == bestD && col(C_HP, e) < col(C_HP, best));
    else if (mode == 1) better = d > bestD || (d == bestD && col(C_HP, e) < col(C_HP, best));
    else {
      const h = col(C_HP, e), bh = col(C_HP, best);
      better = h < bh || (h == bh && d < bestD);
    }
    if (better) { best = e; bestD = d; }
  }
  return best;
}

function nearestEnemy(u: i32): i32 {
  const team = col(C_TEAM, u);
  const from = col(C_CELL, u);
  let best = -1, bestD = 1 << 30;
  for (let e = g(G_TEAMSTART + 1 - team), end = g(G_TEAMSTART + 2 - team); e < end; e++) {
    const c = col(C_CELL, e);
    if (c < 0) continue;
    const d = dist(from, c);
    if (d < bestD) { best = e; bestD = d; }
  }
  return best;
}

function enemyInRange(u: i32): i32 {
  const e = nearestEnemy(u);
  return e >= 0 && dist(col(C_CELL, u), col(C_CELL, e)) <= col(C_RANGE, u) ? e : -1;
}

function moveTo(u: i32, cell: i32): void {
  const from = col(C_CELL, u);
  if (rec()) put4(5, u, from, cell);
  sg(GRID + from, 0);
  sg(GRID + cell, u + 1);
  sg(G_OCC, (g(G_OCC) & ~(1 << from)) | (1 << cell));
  setCol(C_CELL, u, cell);
  setCol(C_POS, u, cell);
  if (TRACING) trace(T_MOVE, u, cell, 0);
}

function moveToward(u: i32, t: i32): bool {
  const cell = stepToward(g(G_OCC), col(C_CELL, u), col(C_CELL, t), col(C_RANGE, u));
  if (cell < 0) return false;
  moveTo(u, cell);
  return true;
}

function moveTowardReachable(u: i32, unreachable: i32): void {
  const from = col(C_CELL, u);
  const reach = reachable(g(G_OCC), from);
  if (reach == 0) return;
  const team = col(C_TEAM, u);
  const range = col(C_RANGE, u);
  let next = -1, nextD = 0;
  for (let e = g(G_TEAMSTART + 1 - team), end = g(G_TEAMSTART + 2 - team); e < end; e++) {
    const c = col(C_CELL, e);
    if (c < 0 || e == unreachable || (within(c, range) & reach) == 0) continue;
    const d = dist(from, c);
    if (next < 0 || d < nextD) { next = e; nextD = d; }
  }
  if (next >= 0) moveToward(u, next);
}

function moveAway(u: i32, threat: i32): void {
  const cell = stepAway(col(C_CELL, u), col(C_CELL, threat));
  if (cell >= 0) moveTo(u, cell);
}

// ---- fields and zones ----

function createField(owner: i32, s: i32, centre: i32): void {
  const n = g(G_NFIELDS);
  if (n >= MAX_FIELDS) { sg(G_ERROR, 2); return; }
  setFld(n, F_STATUS, s);
  setFld(n, F_OWNER, owner);
  setFld(n, F_TEAM, col(C_TEAM, owner));
  setFld(n, F_CELLS, within(centre, st(s, S_RADIUS)));
  setFld(n, F_REMAINING, st(s, S_DURATION));
  const id = g(G_FIELDSEQ);
  sg(G_FIELDSEQ, id + 1);
  setFld(n, F_ID, id);
  setFld(n, F_CENTRE, centre);
  sg(G_NFIELDS, n + 1);
  if (rec()) { put4(15, id, s, owner); put4(col(C_TEAM, owner), centre, st(s, S_RADIUS), st(s, S_DURATION)); }
}

/** Adds (sign 1) or takes out (sign -1) a field's modifiers in the per-cell zone sums. */
function addFieldZone(f: i32, sign: i32): void {
  const s = fld(f, F_STATUS);
  const team = fld(f, F_TEAM);
  const own = team * CELLS;
  const other = (1 - team) * CELLS;
  const spd = sign * st(s, S_SPDRED), amp = sign * st(s, S_DMGAMP), def = sign * st(s, S_DEFBOOST);
  for (let set = fld(f, F_CELLS); set != 0; set &= set - 1) {
    const c = ctz(set);
    const o = ZONE + (other + c) * 2;
    sg(o, g(o) + spd);
    sg(o + 1, g(o + 1) + amp);
    const m = ZONE + (own + c) * 2 + 1;
    sg(m, g(m) - def);
  }
}

function computeZones(): void {
  const nf = g(G_NFIELDS);
  const active = nf > 0 || g(G_AURAS) > 0;
  if (!active && g(G_ZONESSET) == 0) return;
  sg(G_ZONESSET, active ? 1 : 0);
  for (let i = g(G_FZONED); i < nf; i++) addFieldZone(i, 1);
  sg(G_FZONED, nf);
  const n = g(G_NUNITS);
  for (let uid = 0; uid < n; uid++) {
    const c = col(C_CELL, uid);
    if (c < 0) { setCol(C_ZSPD, uid, 0); setCol(C_ZDMG, uid, 0); continue; }
    const o = ZONE + (col(C_TEAM, uid) * CELLS + c) * 2;
    setCol(C_ZSPD, uid, g(o));
    setCol(C_ZDMG, uid, g(o + 1));
  }
  if (g(G_AURAS) == 0) return;
  for (let h = 0; h < n; h++) {
    const c = col(C_CELL, h);
    if (c < 0) continue;
    const m = col(C_NSTAT, h);
    for (let i = 0; i < m; i++) {
      const s = load<i32>((entry(h, i) + L_STATUS) << 2);
      if (st(s, S_ZONE) != 2) continue;
      const team = col(C_TEAM, h);
      const radius = st(s, S_RADIUS);
      for (let uid = 0; uid < n; uid++) {
        const uc = col(C_CELL, uid);
        if (uc < 0 || dist(uc, c) > radius) continue;
        if (col(C_TEAM, uid) == team) setCol(C_ZDMG, uid, col(C_ZDMG, uid) - st(s, S_DEFBOOST));
        else {
          setCol(C_ZSPD, uid, col(C_ZSPD, uid) + st(s, S_SPDRED));
          setCol(C_ZDMG, uid, col(C_ZDMG, uid) + st(s, S_DMGAMP));
        }
      }
    }
  }
}

function tickFields(): void {
  const nf = g(G_NFIELDS);
  for (let f = 0; f < nf; f++) {
    const s = fld(f, F_STATUS);
    const dpt = st(s, S_DPT), hpt = st(s, S_HPT);
    const occ = g(G_OCC);
    const inside = fld(f, F_CELLS);
    if ((dpt == 0 && hpt == 0) || (inside & occ) == 0) continue;
    let uids = 0;
    for (let set = inside & occ; set != 0; set &= set - 1) uids |= 1 << (g(GRID + ctz(set)) - 1);
    const team = fld(f, F_TEAM);
    const owner = fld(f, F_OWNER);
    for (; uids != 0; uids &= uids - 1) {
      const u = ctz(uids);
      if (col(C_TEAM, u) != team) {
        if (dpt > 0) dealDamage(owner, u, permille(col(C_MAXHP, u), dpt), st(s, S_DTYPE), true, CAUSE_FIELD, s);
      } else if (hpt > 0) heal(owner, u, permille(col(C_MAXHP, u), hpt), CAUSE_FIELD, s);
    }
  }
}

function ageFields(): void {
  for (let i = 0; i < g(G_NFIELDS); i++) {
    const r = fld(i, F_REMAINING);
    if (r < 0) continue;
    setFld(i, F_REMAINING, r - 1);
    if (r - 1 > 0) continue;
    if (i < g(G_FZONED)) {
      addFieldZone(i, -1);
      sg(G_FZONED, g(G_FZONED) - 1);
    }
    if (rec()) put2(16, fld(i, F_ID));
    const n = g(G_NFIELDS) - 1;
    if (i < n) memory.copy(<usize>((FIELDS + i * F_SIZE) << 2), <usize>((FIELDS + (i + 1) * F_SIZE) << 2), <usize>((n - i) * F_SIZE * 4));
    sg(G_NFIELDS, n);
    i--;
  }
}

// ---- the end ----

function finish(winner: i32, reason: i32): void {
  sg(G_OVER, 1);
  sg(G_WINNER, winner);
  sg(G_REASON, reason);
  // The totals are the glue's to read from the columns.
  if (rec()) put4(18, winner, reason, g(G_ROUND));
}

function checkEnd(): bool {
  if (g(G_OVER) != 0) return true;
  const a0 = g(G_LIVING0) > 0, a1 = g(G_LIVING0 + 1) > 0;
  if (a0 && a1) return false;
  finish(a0 ? 0 : a1 ? 1 : -1, 0);
  return true;
}

function endAtCap(): void {
  let s0: i32 = 0, s1: i32 = 0;
  const n = g(G_NUNITS);
  for (let u = 0; u < n; u++) {
    if (!alive(u)) continue;
    const share = <i32>floorDiv(<i64>col(C_HP, u) * 1000, <i64>col(C_MAXHP, u));
    if (col(C_TEAM, u) == 0) s0 += share; else s1 += share;
  }
  finish(s0 > s1 ? 0 : s1 > s0 ? 1 : -1, 1);
}

// ---- skills: target modes and effects ----

@inline function pushTarget(u: i32): void {
  const n = g(G_NTARGETS);
  sg(TARGETS + n, u);
  sg(G_NTARGETS, n + 1);
}

/** SKILL_TARGET_MODES[mode].select into TARGETS. */
function selectTargets(u: i32, k: i32, t: i32): void {
  const mode = skillWord(u, k, K_MODE);
  const range = skillWord(u, k, K_RANGE);
  const team = col(C_TEAM, u);
  const from = col(C_CELL, u);
  const enemy0 = g(G_TEAMSTART + 1 - team), enemy1 = g(G_TEAMSTART + 2 - team);
  const ally0 = g(G_TEAMSTART + team), ally1 = g(G_TEAMSTART + team + 1);
  switch (mode) {
    case MODE_TARGET: {
      if (t >= 0 && dist(from, col(C_CELL, t)) <= range) pushTarget(t);
      break;
    }
    case MODE_TARGET_AREA: {
      if (t < 0 || dist(from, col(C_CELL, t)) > range) break;
      const radius = skillWord(u, k, K_RADIUS);
      const tc = col(C_CELL, t);
      pushTarget(t);
      for (let e = enemy0; e < enemy1; e++) {
        const c = col(C_CELL, e);
        if (e != t && c >= 0 && dist(c, tc) <= radius) pushTarget(e);
      }
      break;
    }
    case MODE_WEAKEST_ENEMY: {
      let best = -1;
      for (let e = enemy0; e < enemy1; e++) {
        const c = col(C_CELL, e);
        if (c < 0 || dist(from, c) > range) continue;
        if (best < 0 || col(C_HP, e) < col(C_HP, best)) best = e;
      }
      if (best >= 0) pushTarget(best);
      break;
    }
    case MODE_ALL_ENEMIES: {
      for (let e = enemy0; e < enemy1; e++) if (col(C_CELL, e) >= 0) pushTarget(e);
      break;
    }
    case MODE_SELF: {
      pushTarget(u);
      break;
    }
    case MODE_WEAKEST_ALLY: {
      let best = -1, bestShare = 1000;
      for (let a = ally0; a < ally1; a++) {
        const c = col(C_CELL, a);
        if (c < 0 || dist(from, c) > range) continue;
        const share = <i32>floorDiv(<i64>col(C_HP, a) * 1000, <i64>col(C_MAXHP, a));
        if (share < bestShare) { best = a; bestShare = share; }
      }
      if (best >= 0) pushTarget(best);
      break;
    }
    case MODE_ALL_ALLIES: {
      for (let a = ally0; a < ally1; a++) if (col(C_CELL, a) >= 0) pushTarget(a);
      break;
    }
    case MODE_ALLIES_AROUND: {
      const radius = skillWord(u, k, K_RADIUS);
      for (let a = ally0; a < ally1; a++) {
        const c = col(C_CELL, a);
        if (c >= 0 && dist(c, from) <= radius) pushTarget(a);
      }
      break;
    }
    default: break;
  }
}

/** The skill's effects in order on the chosen targets (SKILL_EFFECTS). */
function castEffects(u: i32, k: i32): void {
  const n = skillWord(u, k, K_NEFFECTS);
  const nt = g(G_NTARGETS);
  for (let j = 0; j < n; j++) {
    const base = K_EFFECTS + j * E_SIZE;
    const op = skillWord(u, k, base);
    const p1 = skillWord(u, k, base + 1), p2 = skillWord(u, k, base + 2), p3 = skillWord(u, k, base + 3);
    if (op == OP_DAMAGE) {
      for (let i = 0; i < nt; i++) { const t = g(TARGETS + i); if (alive(t)) hit(u, t, p1, p2, p3, CAUSE_SKILL, k); }
    } else if (op == OP_HEAL) {
      const amount = permille(magicOf(u), p1);
      for (let i = 0; i < nt; i++) { const t = g(TARGETS + i); if (alive(t)) heal(u, t, amount, CAUSE_SKILL, k); }
    } else if (op == OP_APPLY_STATUS) {
      for (let i = 0; i < nt; i++) {
        const t = g(TARGETS + i);
        if (alive(t) && chance(p2)) applyStatus(u, t, p1, -1);
      }
    } else if (op == OP_REMOVE_STATUSES) {
      for (let i = 0; i < nt; i++) { const t = g(TARGETS + i); if (alive(t)) removeStatuses(t, p1); }
    } else if (op == OP_CREATE_FIELD) {
      if (nt > 0) createField(u, p1, col(C_POS, g(TARGETS)));
    }
  }
}

// ---- the round loop ----

function attack(u: i32, t: i32): void {
  const miss = col(C_MMISS, u);
  const missed = miss > 0 && chance(miss < g(K_MAX_MISS) ? miss : g(K_MAX_MISS));
  if (rec()) put4(6, u, t, missed ? 1 : 0);
  if (!missed) hit(u, t, col(C_ATYPE, u), col(C_ATYPE, u), 1000, CAUSE_ATTACK, -1);
}

function act(u: i32): void {
  if (col(C_MFEAR, u) != 0) {
    const threat = nearestEnemy(u);
    if (col(C_MROOT, u) == 0 && threat >= 0) moveAway(u, threat);
    return;
  }
  let target = -2;
  if (col(C_MSILENCE, u) == 0) {
    const ns = col(C_NSKILL, u);
    for (let i = 0; i < ns; i++) {
      if (col(C_CD + i, u) != 0) continue;
      sg(G_NTARGETS, 0);
      const mode = skillWord(u, i, K_MODE);
      const usesTarget = mode == MODE_TARGET || mode == MODE_TARGET_AREA;
      if (usesTarget && target == -2) target = chooseTarget(u);
      selectTargets(u, i, usesTarget ? target : -1);
      if (g(G_NTARGETS) == 0) continue;
      setCol(C_CD + i, u, skillWord(u, i, K_COOLDOWN));
      if (rec()) {
        const nt = g(G_NTARGETS);
        put4(7, u, i, nt);
        for (let j = 0; j < nt; j++) put(g(TARGETS + j));
      }
      castEffects(u, i);
      return;
    }
  }
  if (target == -2) target = chooseTarget(u);
  if (target < 0) return;
  const range = col(C_RANGE, u);
  if (dist(col(C_CELL, u), col(C_CELL, target)) <= range) { attack(u, target); return; }
  const rooted = col(C_MROOT, u) != 0;
  if (!rooted && moveToward(u, target)) {
    if (g(G_MOVE_THEN_ATTACK) != 0 && dist(col(C_CELL, u), col(C_CELL, target)) <= range) attack(u, target);
    return;
  }
  const other = enemyInRange(u);
  if (other >= 0) attack(u, other);
  else if (!rooted) moveTowardReachable(u, target);
}

function takeTurn(u: i32): void {
  if (TRACING) trace(T_TURN, u, 0, 0);
  if (rec()) put2(3, u);
  setCol(C_TURNSEQ, u, g(G_SEQ));
  tickStatuses(u);
  if (!alive(u)) return;
  const disabled = col(C_MDISABLED, u);
  if (disabled == 0) act(u);
  else if (rec()) put3(4, u, disabled - 1);
  if (!alive(u)) return;
  if (col(C_NSTAT, u) > 0) countDownStatuses(u);
  const ns = col(C_NSKILL, u);
  for (let i = 0; i < ns; i++) {
    const cd = col(C_CD + i, u);
    if (cd > 0) setCol(C_CD + i, u, cd - 1);
  }
}

/** Battle.turnOrder: living units by effective speed, ties by a draw per unit (uid order), then uid. */
function turnOrder(): i32 {
  const n = g(G_NUNITS);
  for (let u = 0; u < n; u++) {
    if (!alive(u)) continue;
    const key: i64 = (<i64>speedOf(u) << 32) + <i64>(0xffffffff - <u64>nextU32());
    store<i64>((UID_KEYS << 2) + (u << 3), key);
  }
  let length = 0;
  for (let k = 0, end = g(G_ORDERLEN); k < end; k++) {
    const u = g(ORDER + k);
    if (!alive(u)) continue;
    const key = load<i64>((UID_KEYS << 2) + (u << 3));
    let i = length++;
    while (i > 0) {
      const prev = load<i64>((ORDER_KEYS << 2) + ((i - 1) << 3));
      if (!(prev < key || (prev == key && g(ORDER + i - 1) > u))) break;
      sg(ORDER + i, g(ORDER + i - 1));
      store<i64>((ORDER_KEYS << 2) + (i << 3), prev);
      i--;
    }
    sg(ORDER + i, u);
    store<i64>((ORDER_KEYS << 2) + (i << 3), key);
  }
  sg(G_ORDERLEN, length);
  return length;
}

function playRound(): void {
  const round = g(G_ROUND) + 1;
  sg(G_ROUND, round);
  computeZones();
  const n = turnOrder();
  if (TRACING) trace(T_ROUND, round, 0, 0);
  if (rec()) {
    put3(2, round, n);
    for (let k = 0; k < n; k++) put(g(ORDER + k));
  }
  tickFields();
  if (checkEnd()) return;
  for (let k = 0; k < n; k++) {
    const u = g(ORDER + k);
    if (!alive(u)) continue;
    takeTurn(u);
    if (checkEnd()) return;
  }
  ageFields();
  if (round >= g(K_MAX_ROUNDS)) endAtCap();
}

/** Back to the opening the glue wrote (restoreOpeningSnapshot). */
function restore(): void {
  const n = g(G_NUNITS);
  memory.copy(<usize>(U << 2), <usize>(OU << 2), <usize>(DYN_COLS * MAX_UNITS * 4));
  for (let u = 0; u < n; u++) {
    const m = col(C_NSTAT, u);
    if (m > 0) memory.copy(<usize>(entry(u, 0) << 2), <usize>((OLISTS + u * MAX_HELD * L_SIZE) << 2), <usize>(m * L_SIZE * 4));
    sg(ORDER + u, u);
    recompute(u);
  }
  for (let c = 0; c < CELLS; c++) sg(GRID + c, 0);
  for (let u = 0; u < n; u++) {
    const c = col(C_CELL, u);
    if (c >= 0) sg(GRID + c, u + 1);
  }
  sg(G_ORDERLEN, n);
  sg(G_OCC, g(O_OCC));
  sg(G_LIVING0, g(O_LIVING0));
  sg(G_LIVING0 + 1, g(O_LIVING1));
  if (g(G_FZONED) > 0 || g(G_NFIELDS) > 0) memory.fill(<usize>(ZONE << 2), 0, <usize>(CELLS * 2 * 2 * 4));
  sg(G_NFIELDS, 0);
  sg(G_FZONED, 0);
  sg(G_FIELDSEQ, 0);
  sg(G_AURAS, g(O_AURAS));
  sg(G_ZONESSET, 0);
  sg(G_SEQ, g(O_SEQ));
  sg(G_SERIAL, 1 << 20);
  sg(G_ROUND, 0);
  sg(G_OVER, 0);
  sg(G_WINNER, -1);
  sg(G_REASON, -1);
  sg(G_TRACELEN, 0);
  sg(G_ERROR, 0);
}

/** 1 in the trace build (every playout records its trace at TRACE), else 0. */
export function tracing(): i32 {
  return TRACING ? 1 : 0;
}

/** Computes the module's own constant tables; call once after instantiation. */
export function init(): void {
  for (let n = 0; n < CELLS; n++) {
    if (n % BOARD_W != 0) NOT_WEST |= 1 << n;
    if (n % BOARD_W != BOARD_W - 1) NOT_EAST |= 1 << n;
  }
}

/** Plays the battle under `seed` from the opening in memory; returns the winner (0, 1, or -1 for a draw). */
export function play(seed: i32): i32 {
  restore();
  reseed(seed);
  sg(G_EVLEN, 0);
  while (g(G_OVER) == 0) {
    playRound();
    if (g(G_ERROR) != 0) return -2;
  }
  return g(G_WINNER);
}

/** 1 in the record build (build/playoutRecord.wasm: the full run, every event to the event buffer), else 0. */
export function recording(): i32 {
  return RECORDING ? 1 : 0;
}

/**
 * The full run, one round per call: `begin` restores the opening and seeds the RNG, then each `round()` plays a
 * round, its events at EVENTS (G_EVLEN words, in the record build); returns 1 once the battle is over, 0 if not, -2
 * if the module could not play it (G_ERROR).
 */
export function begin(seed: i32): void {
  restore();
  reseed(seed);
  sg(G_EVLEN, 0);
}

export function round(): i32 {
  sg(G_EVLEN, 0);
  if (g(G_OVER) != 0) return 1;
  playRound();
  if (g(G_ERROR) != 0) return -2;
  return g(G_OVER);
}

// ---- rule entry points between rounds (the operations a test or the glue calls on a battle in progress) ----

/** applyStatus from outside a turn: `points` < 0 gives the status its own shield points. */
export function applyStatusNow(source: i32, target: i32, s: i32, points: i32): void {
  sg(G_EVLEN, 0);
  applyStatus(source, target, s, points);
}

/** removeStatuses from outside a turn (removal class 1 removeElementChange, 2 removeShield). */
export function removeStatusesNow(target: i32, removeType: i32): void {
  sg(G_EVLEN, 0);
  removeStatuses(target, removeType);
}

/** createField from outside a turn, centred on `centre`. */
export function createFieldNow(owner: i32, s: i32, centre: i32): void {
  sg(G_EVLEN, 0);
  createField(owner, s, centre);
}

/** setElement from outside a turn. */
export function setElementNow(u: i32, element: i32): void {
  sg(G_EVLEN, 0);
  setElement(u, element);
}
