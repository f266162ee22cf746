/** The spike's memory layout: i32 word indices, byte offsets for the f64 keys and i8 tables (model.as.ts repeats them). */
export const L = {
  COL: 16, C_TEAM: 0, C_CELL: 1, C_HP: 2, C_ATK: 3, C_MAG: 4, C_DEF: 5, C_MR: 6, C_SPD: 7, C_RANGE: 8, C_ELEM: 9,
  C_CRIT: 10, C_CRITD: 11, C_TYPE: 12, C_RULE: 13, C_EBONUS: 14, C_DTAKEN: 15, C_DDEALT: 16, C_HP0: 17, C_CELL0: 18,
  C_MAXHP: 19, ORDER: 320, G_N: 336, G_LIV0: 337, G_START: 339, G_OCC: 342, G_ROUND: 343, G_OVER: 344, G_WINNER: 345,
  G_ORDERLEN: 346, G_LIV00: 354, RNG: 348, G_OCC0: 352, SEEDS: 512, RESULTS: 4608, KEYS_B: 40000, UIDKEYS_B: 40128,
  DIST_B: 41000, MATCH_B: 42000,
} as const;

/** The unit table's column order as teams.ts prints a row. */
const ROW = ['C_TEAM', 'C_CELL0', 'C_HP0', 'C_ATK', 'C_MAG', 'C_DEF', 'C_MR', 'C_SPD', 'C_RANGE', 'C_ELEM', 'C_CRIT', 'C_CRITD', 'C_TYPE', 'C_RULE', 'C_EBONUS', 'C_DTAKEN', 'C_DDEALT'] as const;

/** Writes the two teams, the distance and matchup tables into a fresh 64 KB state (the opening both models restore). */
export function writeOpening(buffer: ArrayBuffer, rows: readonly (readonly number[])[], distance: Int8Array, matchups: Int8Array): void {
  const m = new Int32Array(buffer, 0, 65536 >> 2);
  const b = new Int8Array(buffer, 0, 65536);
  m.fill(0);
  rows.forEach((row, uid) => {
    ROW.forEach((name, k) => { m[L[name] * L.COL + uid] = row[k]!; });
    m[L.C_MAXHP * L.COL + uid] = row[2]!;
    m[L.G_LIV00 + row[0]!]!++;
    m[L.G_OCC0] = m[L.G_OCC0]! | (1 << row[1]!);
    m[L.G_START + row[0]! + 1] = uid + 1;
  });
  m[L.G_N] = rows.length;
  b.set(distance, L.DIST_B);
  b.set(matchups, L.MATCH_B);
}
