/* eslint-disable @typescript-eslint/ban-ts-comment */
// @ts-nocheck: AssemblyScript (i32, load<T>, store<T>), compiled by asc, not by tsc; see README.md.
// The spike's model in AssemblyScript: the batch playout's round loop, turn order (sfc32 tie draws), target choice,
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
  let dmg = permille(type == 0 ? col(C_ATK, a) : col(C_MAG, a), 1000);
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

function playRound(): void {
  const round = g(G_ROUND) + 1;
  s(G_ROUND, round);
  const n = turnOrder();
  if (ended()) return;
  for (let k = 0; k < n; k++) {
    const u = g(ORDER + k);
    if (col(C_CELL, u) < 0) continue;
    const t = chooseTarget(u);
    if (t >= 0) {
      if (dist(col(C_CELL, u), col(C_CELL, t)) <= col(C_RANGE, u)) hit(u, t);
      else step(u, t);
    }
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
