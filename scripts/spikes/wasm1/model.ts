/**
 * The spike's model in plain TypeScript: the same loop as model.as.ts, line for line, over the same memory layout
 * (one ArrayBuffer: i32 words, f64 keys, i8 tables at the same offsets), in the engine's idioms (permille by Math.floor).
 */
import { L } from './layout';

/** The model's entry points over `buffer` (laid out as layout.ts says). */
export function makeModel(buffer: ArrayBuffer): { play(seed: number): number; playBatch(count: number): number } {
  const m = new Int32Array(buffer);
  const f = new Float64Array(buffer);
  const b = new Int8Array(buffer);
  const { COL, C_TEAM, C_CELL, C_HP, C_ATK, C_MAG, C_DEF, C_MR, C_SPD, C_RANGE, C_ELEM, C_CRIT, C_CRITD, C_TYPE, C_RULE,
    C_EBONUS, C_DTAKEN, C_DDEALT, C_HP0, C_CELL0, C_MAXHP, ORDER, G_N, G_LIV0, G_START, G_OCC, G_ROUND, G_OVER, G_WINNER,
    G_ORDERLEN, G_LIV00, G_OCC0, RNG, SEEDS, RESULTS, KEYS_B, UIDKEYS_B, DIST_B, MATCH_B } = L;
  const KEYS = KEYS_B >> 3, UIDKEYS = UIDKEYS_B >> 3;
  const W = 7, CELLS = 28;
  const col = (c: number, uid: number): number => m[c * COL + uid]!;
  const setCol = (c: number, uid: number, v: number): void => { m[c * COL + uid] = v; };
  const dist = (a: number, c: number): number => b[DIST_B + a * CELLS + c]!;
  const permille = (v: number, p: number): number => Math.floor((v * p) / 1000);

  function nextU32(): number {
    let a = m[RNG]!, bb = m[RNG + 1]!, c = m[RNG + 2]!, d = m[RNG + 3]!;
    const t = (((a + bb) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = bb ^ (bb >>> 9);
    bb = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    m[RNG] = a; m[RNG + 1] = bb; m[RNG + 2] = c; m[RNG + 3] = d;
    return t >>> 0;
  }

  function reseed(seed: number): void {
    m[RNG] = 0x9e3779b9; m[RNG + 1] = 0x243f6a88; m[RNG + 2] = 0xb7e15162; m[RNG + 3] = seed | 0;
    for (let i = 0; i < 12; i++) nextU32();
  }

  const rint = (n: number): number => Math.floor((nextU32() * n) / 4294967296);
  const chance = (p: number): boolean => (p <= 0 ? false : p >= 1000 ? true : rint(1000) < p);

  function chooseTarget(u: number): number {
    const mode = col(C_RULE, u);
    const team = col(C_TEAM, u);
    const from = col(C_CELL, u);
    let best = -1, bestD = 0;
    for (let e = m[G_START + 1 - team]!, end = m[G_START + 2 - team]!; e < end; e++) {
      const c = col(C_CELL, e);
      if (c < 0) continue;
      const d = dist(from, c);
      if (best < 0) { best = e; bestD = d; continue; }
      let better: boolean;
      if (mode === 0) better = d < bestD || (d === bestD && col(C_HP, e) < col(C_HP, best));
      else if (mode === 1) better = d > bestD || (d === bestD && col(C_HP, e) < col(C_HP, best));
      else {
        const h = col(C_HP, e), bh = col(C_HP, best);
        better = h < bh || (h === bh && d < bestD);
      }
      if (better) { best = e; bestD = d; }
    }
    return best;
  }

  function hit(a: number, t: number): void {
    const type = col(C_TYPE, a);
    let dmg = permille(type === 0 ? col(C_ATK, a) : col(C_MAG, a), 1000);
    if (type !== 2) {
      const stat = type === 0 ? col(C_DEF, t) : col(C_MR, t);
      dmg = Math.floor((dmg * 100) / (100 + stat));
    }
    const mu = b[MATCH_B + col(C_ELEM, a) * 6 + col(C_ELEM, t)]!;
    if (mu > 0) dmg = permille(dmg, 1000 + 250 + col(C_EBONUS, a));
    else if (mu < 0) dmg = permille(dmg, 1000 - 150);
    if (chance(col(C_CRIT, a))) dmg = permille(dmg, col(C_CRITD, a));
    const round = m[G_ROUND]!;
    const over = round >= 8 ? (round - 8 + 1) * 200 : 0;
    let amp = 1000 + col(C_DDEALT, a) + col(C_DTAKEN, t) + over;
    if (amp < 100) amp = 100;
    dmg = permille(dmg, amp);
    if (dmg < 1) dmg = 1;
    const hp = col(C_HP, t);
    const left = dmg < hp ? hp - dmg : 0;
    setCol(C_HP, t, left);
    if (left === 0) {
      const cell = col(C_CELL, t);
      m[G_OCC] = m[G_OCC]! & ~(1 << cell);
      setCol(C_CELL, t, -1);
      const lt = G_LIV0 + col(C_TEAM, t);
      m[lt] = m[lt]! - 1;
    }
  }

  function step(u: number, t: number): void {
    const from = col(C_CELL, u), to = col(C_CELL, t);
    const x = from % W, y = Math.floor(from / W);
    let best = -1, bestD = dist(from, to);
    const occ = m[G_OCC]!;
    for (let k = 0; k < 8; k++) {
      const nx = x + (k === 0 || k === 4 || k === 5 ? 1 : k === 1 || k === 6 || k === 7 ? -1 : 0);
      const ny = y + (k === 3 || k === 5 || k === 7 ? 1 : k === 2 || k === 4 || k === 6 ? -1 : 0);
      if (nx < 0 || nx >= W || ny < 0 || ny >= 4) continue;
      const c = ny * W + nx;
      if ((occ >> c) & 1) continue;
      const d = dist(c, to);
      if (d < bestD) { best = c; bestD = d; }
    }
    if (best < 0) return;
    m[G_OCC] = (occ & ~(1 << from)) | (1 << best);
    setCol(C_CELL, u, best);
  }

  function turnOrder(): number {
    const n = m[G_N]!;
    for (let i = 0; i < n; i++) {
      if (col(C_CELL, i) >= 0) f[UIDKEYS + i] = col(C_SPD, i) * 4294967296 + (4294967295 - nextU32());
    }
    let length = 0;
    for (let k = 0, end = m[G_ORDERLEN]!; k < end; k++) {
      const u = m[ORDER + k]!;
      if (col(C_CELL, u) < 0) continue;
      const key = f[UIDKEYS + u]!;
      let i = length++;
      while (i > 0) {
        const pk = f[KEYS + i - 1]!;
        if (!(pk < key || (pk === key && m[ORDER + i - 1]! > u))) break;
        m[ORDER + i] = m[ORDER + i - 1]!;
        f[KEYS + i] = pk;
        i--;
      }
      m[ORDER + i] = u;
      f[KEYS + i] = key;
    }
    m[G_ORDERLEN] = length;
    return length;
  }

  function ended(): boolean {
    const a0 = m[G_LIV0]! > 0, a1 = m[G_LIV0 + 1]! > 0;
    if (a0 && a1) return false;
    m[G_OVER] = 1;
    m[G_WINNER] = a0 ? 0 : a1 ? 1 : -1;
    return true;
  }

  function endAtCap(): void {
    let s0 = 0, s1 = 0;
    for (let u = 0, n = m[G_N]!; u < n; u++) {
      if (col(C_CELL, u) < 0) continue;
      const sh = Math.floor((col(C_HP, u) * 1000) / col(C_MAXHP, u));
      if (col(C_TEAM, u) === 0) s0 += sh; else s1 += sh;
    }
    m[G_OVER] = 1;
    m[G_WINNER] = s0 > s1 ? 0 : s1 > s0 ? 1 : -1;
  }

  function playRound(): void {
    const round = m[G_ROUND]! + 1;
    m[G_ROUND] = round;
    const n = turnOrder();
    if (ended()) return;
    for (let k = 0; k < n; k++) {
      const u = m[ORDER + k]!;
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

  function play(seed: number): number {
    const n = m[G_N]!;
    for (let u = 0; u < n; u++) {
      setCol(C_HP, u, col(C_HP0, u));
      setCol(C_CELL, u, col(C_CELL0, u));
      m[ORDER + u] = u;
    }
    m[G_ORDERLEN] = n;
    m[G_LIV0] = m[G_LIV00]!; m[G_LIV0 + 1] = m[G_LIV00 + 1]!;
    m[G_OCC] = m[G_OCC0]!;
    m[G_ROUND] = 0; m[G_OVER] = 0;
    reseed(seed);
    while (m[G_OVER] === 0) playRound();
    let hp = 0;
    for (let u = 0; u < n; u++) hp += col(C_HP, u);
    return (m[G_WINNER]! + 4 * m[G_ROUND]! + 256 * hp) | 0;
  }

  function playBatch(count: number): number {
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const r = play(m[SEEDS + i]!);
      m[RESULTS + i] = r;
      sum = (sum + r) | 0;
    }
    return sum;
  }

  return { play, playBatch };
}
