/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-nocheck: AssemblyScript (i32, load<T>, store<T>), compiled by asc, not by tsc; see README.md.
// Model B: model.as.ts plus statuses in fixed per-unit slots (a burn tick, an attack-down modifier folded in, a
// shield absorbing first) cast by one skill per unit on a cooldown. The spike's model in AssemblyScript: the batch playout's round loop, turn order (sfc32 tie draws), target choice,
// plain attacks with the engine's hit formula and a one-cell step; all state in linear memory at the offsets of
// layout.ts (the JS driver writes the unit table, the distance and matchup tables and the seeds there).

// i32 word indices (layout.ts has the same numbers).
const COL: i32 = 16;
const C_TEAM: i32 = 0, C_CELL: i32 = 1, C_HP: i32 = 2, C_ATK: i32 = 3, C_MAG: i32 = 4, C_DEF: i32 = 5, C_MR: i32 = 6;
const C_SPD: i32 = 7, C_RANGE: i32 = 8, C_ELEM: i32 = 9, C_CRIT: i32 = 10, C_CRITD: i32 = 11, C_TYPE: i32 = 12;
const C_RULE: i32 = 13, C_EBONUS: i32 = 14, C_DTAKEN: i32 = 15, C_DDEALT: i32 = 16, C_HP0: i32 = 17, C_CELL0: i32 = 18;
const C_MAXHP: i32 = 19;
const ORDER: i32 = 320;
const G_N: i32 = 336, G_LIV0: i32 = 337, G_START: i32 = 339, G_OCC: i32 = 342, G_ROUND: i32 = 343, G_OVER: i32 = 344;
const G_WINNER: i32 = 345, G_ORDERLEN: i32 = 346, G_LIV00: i32 = 354, G_OCC0: i32 = 352, RNG: i32 = 348;
const SEEDS: i32 = 512, RESULTS: i32 = 4608;
const KEYS_B: i32 = 40000, UIDKEYS_B: i32 = 40128, DIST_B: i32 = 41000, MATCH_B: i32 = 42000;
const W: i32 = 7, CELLS: i32 = 28;
// Model B's columns (i32 words at EXT + c * 16 + uid) and status slots (4 a unit, 4 words each: kind, remaining, value, spare).
const EXT: i32 = 2000, X_CD: i32 = 0, X_MODATK: i32 = 1, X_TICKING: i32 = 2, X_SHIELDS: i32 = 3, SLOTS: i32 = 2200;

function ext(c: i32, uid: i32): i32 { return load<i32>((EXT + c * COL + uid) << 2); }
function setExt(c: i32, uid: i32, v: i32): void { store<i32>((EXT + c * COL + uid) << 2, v); }
function slot(uid: i32, k: i32, f: i32): i32 { return load<i32>((SLOTS + uid * 16 + k * 4 + f) << 2); }
function setSlot(uid: i32, k: i32, f: i32, v: i32): void { store<i32>((SLOTS + uid * 16 + k * 4 + f) << 2, v); }

function g(i: i32): i32 { return load<i32>(i << 2); }
function s(i: i32, v: i32): void { store<i32>(i << 2, v); }
function col(c: i32, uid: i32): i32 { return load<i32>((c * COL + uid) << 2); }
function setCol(c: i32, uid: i32, v: i32): void { store<i32>((c * COL + uid) << 2, v); }
function dist(a: i32, b: i32): i32 { return <i32>load<i8>(DIST_B + a * CELLS + b); }
function permille(v: i32, p: i32): i32 { return v * p / 1000; }

function nextU32(): u32 {
  let a = g(RNG), b = g(RNG + 1), c = g(RNG + 2), d = g(RNG + 3);
  const t = a + b + d;
  d = d + 1;
  a = b ^ (b >>> 9);
  b = c + (c << 3);
  c = (c << 21) | (c >>> 11);
  c = c + t;
  s(RNG, a); s(RNG + 1, b); s(RNG + 2, c); s(RNG + 3, d);
  return <u32>t;
}

function reseed(seed: i32): void {
  s(RNG, 0x9e3779b9); s(RNG + 1, 0x243f6a88); s(RNG + 2, 0xb7e15162); s(RNG + 3, seed);
  for (let i = 0; i < 12; i++) nextU32();
}

function rint(n: i32): i32 { return <i32>((<u64>nextU32() * <u64>n) >> 32); }
function chance(p: i32): bool { return p <= 0 ? false : p >= 1000 ? true : rint(1000) < p; }

function chooseTarget(u: i32): i32 {
  const mode = col(C_RULE, u);
  const team = col(C_TEAM, u);
  const from = col(C_CELL, u);
  let best = -1, bestD = 0;
  for (let e = g(G_START + 1 - team), end = g(G_START + 2 - team); e < end; e++) {
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

function hit(a: i32, t: i32): void {
  const type = col(C_TYPE, a);
  let modAtk = 1000 + ext(X_MODATK, a);
  if (modAtk < 0) modAtk = 0;
  let dmg = permille(type == 0 ? col(C_ATK, a) : col(C_MAG, a), type == 0 ? modAtk : 1000);
  if (type != 2) {
    const stat = type == 0 ? col(C_DEF, t) : col(C_MR, t);
    dmg = dmg * 100 / (100 + stat);
  }
  const m = <i32>load<i8>(MATCH_B + col(C_ELEM, a) * 6 + col(C_ELEM, t));
  if (m > 0) dmg = permille(dmg, 1000 + 250 + col(C_EBONUS, a));
  else if (m < 0) dmg = permille(dmg, 1000 - 150);
  if (chance(col(C_CRIT, a))) dmg = permille(dmg, col(C_CRITD, a));
  const round = g(G_ROUND);
  const over = round >= 8 ? (round - 8 + 1) * 200 : 0;
  let amp = 1000 + col(C_DDEALT, a) + col(C_DTAKEN, t) + over;
  if (amp < 100) amp = 100;
  dmg = permille(dmg, amp);
  if (dmg < 1) dmg = 1;
  applyDamage(t, dmg);
}

function amp(t: i32): i32 {
  const round = g(G_ROUND);
  const over = round >= 8 ? (round - 8 + 1) * 200 : 0;
  const f = 1000 + col(C_DTAKEN, t) + over;
  return f < 100 ? 100 : f;
}

function applyDamage(t: i32, dmg: i32): void {
  let rest = dmg;
  for (let k = 0; ext(X_SHIELDS, t) > 0 && k < 4; k++) {
    if (slot(t, k, 0) != 3 || rest == 0) continue;
    const p = slot(t, k, 2);
    const take = p < rest ? p : rest;
    rest -= take;
    setSlot(t, k, 2, p - take);
    if (p - take == 0) { setSlot(t, k, 0, 0); setExt(X_SHIELDS, t, ext(X_SHIELDS, t) - 1); }
  }
  dmg = rest;
  const hp = col(C_HP, t);
  const left = dmg < hp ? hp - dmg : 0;
  setCol(C_HP, t, left);
  if (left == 0) {
    const cell = col(C_CELL, t);
    s(G_OCC, g(G_OCC) & ~(1 << cell));
    setCol(C_CELL, t, -1);
    const lt = G_LIV0 + col(C_TEAM, t);
    s(lt, g(lt) - 1);
  }
}

/** One step to the free neighbouring cell nearest the target (the first of the 8 directions on ties), if closer. */
function step(u: i32, t: i32): void {
  const from = col(C_CELL, u), to = col(C_CELL, t);
  const x = from % W, y = from / W;
  let best = -1, bestD = dist(from, to);
  const occ = g(G_OCC);
  for (let k = 0; k < 8; k++) {
    const nx = x + (k == 0 || k == 4 || k == 5 ? 1 : k == 1 || k == 6 || k == 7 ? -1 : 0);
    const ny = y + (k == 3 || k == 5 || k == 7 ? 1 : k == 2 || k == 4 || k == 6 ? -1 : 0);
    if (nx < 0 || nx >= W || ny < 0 || ny >= 4) continue;
    const c = ny * W + nx;
    if ((occ >> c) & 1) continue;
    const d = dist(c, to);
    if (d < bestD) { best = c; bestD = d; }
  }
  if (best < 0) return;
  s(G_OCC, (occ & ~(1 << from)) | (1 << best));
  setCol(C_CELL, u, best);
}

function turnOrder(): i32 {
  const n = g(G_N);
  for (let i = 0; i < n; i++) {
    if (col(C_CELL, i) >= 0) store<f64>(UIDKEYS_B + (i << 3), <f64>col(C_SPD, i) * 4294967296.0 + <f64>(<u32>0xffffffff - nextU32()));
  }
  let length = 0;
  for (let k = 0, end = g(G_ORDERLEN); k < end; k++) {
    const u = g(ORDER + k);
    if (col(C_CELL, u) < 0) continue;
    const key = load<f64>(UIDKEYS_B + (u << 3));
    let i = length++;
    while (i > 0) {
      const pk = load<f64>(KEYS_B + ((i - 1) << 3));
      if (!(pk < key || (pk == key && g(ORDER + i - 1) > u))) break;
      s(ORDER + i, g(ORDER + i - 1));
      store<f64>(KEYS_B + (i << 3), pk);
      i--;
    }
    s(ORDER + i, u);
    store<f64>(KEYS_B + (i << 3), key);
  }
  s(G_ORDERLEN, length);
  return length;
}

function ended(): bool {
  const a0 = g(G_LIV0) > 0, a1 = g(G_LIV0 + 1) > 0;
  if (a0 && a1) return false;
  s(G_OVER, 1);
  s(G_WINNER, a0 ? 0 : a1 ? 1 : -1);
  return true;
}

function endAtCap(): void {
  let s0 = 0, s1 = 0;
  for (let u = 0, n = g(G_N); u < n; u++) {
    if (col(C_CELL, u) < 0) continue;
    const sh = col(C_HP, u) * 1000 / col(C_MAXHP, u);
    if (col(C_TEAM, u) == 0) s0 += sh; else s1 += sh;
  }
  s(G_OVER, 1);
  s(G_WINNER, s0 > s1 ? 0 : s1 > s0 ? 1 : -1);
}

function applyStatus(t: i32, kind: i32, value: i32, turns: i32): void {
  let free = -1;
  for (let k = 0; k < 4; k++) {
    const kk = slot(t, k, 0);
    if (kk == kind) { setSlot(t, k, 1, turns); setSlot(t, k, 2, value); return; }
    if (kk == 0 && free < 0) free = k;
  }
  if (free < 0) return;
  setSlot(t, free, 0, kind); setSlot(t, free, 1, turns); setSlot(t, free, 2, value);
  if (kind == 1) setExt(X_TICKING, t, ext(X_TICKING, t) + 1);
  else if (kind == 2) setExt(X_MODATK, t, ext(X_MODATK, t) + value);
  else setExt(X_SHIELDS, t, ext(X_SHIELDS, t) + 1);
}

function takeTurn(u: i32): void {
  if (ext(X_TICKING, u) > 0) {
    for (let k = 0; k < 4; k++) {
      if (slot(u, k, 0) != 1) continue;
      const d = permille(slot(u, k, 2), amp(u));
      applyDamage(u, d < 1 ? 1 : d);
      if (col(C_CELL, u) < 0) return;
    }
  }
  const t = chooseTarget(u);
  if (t >= 0) {
    if (ext(X_CD, u) == 0) {
      const kind = 1 + u % 3;
      setExt(X_CD, u, 3);
      if (kind == 1) applyStatus(t, 1, permille(col(C_MAG, u) + col(C_ATK, u), 300), 2);
      else if (kind == 2) applyStatus(t, 2, -250, 2);
      else applyStatus(u, 3, permille(col(C_MAXHP, u), 200), 3);
    } else if (dist(col(C_CELL, u), col(C_CELL, t)) <= col(C_RANGE, u)) hit(u, t);
    else step(u, t);
  }
  if (col(C_CELL, u) < 0) return;
  let refold = false;
  for (let k = 0; k < 4; k++) {
    const kind = slot(u, k, 0);
    if (kind == 0) continue;
    const left = slot(u, k, 1) - 1;
    setSlot(u, k, 1, left);
    if (left > 0) continue;
    setSlot(u, k, 0, 0);
    if (kind == 1) setExt(X_TICKING, u, ext(X_TICKING, u) - 1);
    else if (kind == 2) refold = true;
    else setExt(X_SHIELDS, u, ext(X_SHIELDS, u) - 1);
  }
  if (refold) {
    let m = 0;
    for (let k = 0; k < 4; k++) if (slot(u, k, 0) == 2) m += slot(u, k, 2);
    setExt(X_MODATK, u, m);
  }
  const cd = ext(X_CD, u);
  if (cd > 0) setExt(X_CD, u, cd - 1);
}

function playRound(): void {
  const round = g(G_ROUND) + 1;
  s(G_ROUND, round);
  const n = turnOrder();
  if (ended()) return;
  for (let k = 0; k < n; k++) {
    const u = g(ORDER + k);
    if (col(C_CELL, u) < 0) continue;
    takeTurn(u);
    if (ended()) return;
  }
  if (round >= 30) endAtCap();
}

/** Plays one seed from the opening; returns winner (0, 1, -1) + 4 × rounds + 256 × the sum of final health. */
export function play(seed: i32): i32 {
  const n = g(G_N);
  for (let u = 0; u < n; u++) {
    setCol(C_HP, u, col(C_HP0, u));
    setCol(C_CELL, u, col(C_CELL0, u));
    s(ORDER + u, u);
    setExt(X_CD, u, 1); setExt(X_MODATK, u, 0); setExt(X_TICKING, u, 0); setExt(X_SHIELDS, u, 0);
    for (let k = 0; k < 4; k++) setSlot(u, k, 0, 0);
  }
  s(G_ORDERLEN, n);
  s(G_LIV0, g(G_LIV00)); s(G_LIV0 + 1, g(G_LIV00 + 1));
  s(G_OCC, g(G_OCC0));
  s(G_ROUND, 0); s(G_OVER, 0);
  reseed(seed);
  while (g(G_OVER) == 0) playRound();
  let hp = 0;
  for (let u = 0; u < n; u++) hp += col(C_HP, u);
  return g(G_WINNER) + 4 * g(G_ROUND) + 256 * hp;
}

/** Plays the `count` seeds at SEEDS, writes each result at RESULTS; returns their sum (one call for the batch). */
export function playBatch(count: i32): i32 {
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const r = play(g(SEEDS + i));
    s(RESULTS + i, r);
    sum += r;
  }
  return sum;
}

/** An empty call: what crossing from JS into the module costs. */

export function probe(x: i32): i32 { return x + 1; }
