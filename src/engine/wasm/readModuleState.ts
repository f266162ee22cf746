import type { BattleWorld } from '../combat/world';
import type { CompiledStatus } from '../statuses/compiled';
import { ELEMENTS, type Team } from '../types';
import * as L from './layout';

// A battle played by the module keeps its state in the module's memory; the JS objects the engine exposes (units,
// their statuses and modifiers, fields, the RNG, round and end) are written from it after a round, so a caller of
// the step API or a test sees the battle as it stands. Nothing is ever read back into the module from them.

/**
 * Writes the module's state into `w`; `full` adds what only an inspecting caller reads (statuses, modifiers, zones,
 * fields); `ownRng`: the module drew from its own sfc32, whose words go to the battle's RNG (a scripted one drew itself).
 */
export function readModuleState(w: BattleWorld, mem: Int32Array, statuses: readonly CompiledStatus[], full: boolean, ownRng: boolean): void {
  w.round = mem[L.G_ROUND]!;
  w.over = mem[L.G_OVER] !== 0;
  if (w.over) {
    const winner = mem[L.G_WINNER]!;
    w.winner = winner < 0 ? null : (winner as Team);
    w.reason = mem[L.G_REASON] === 0 ? 'wipeout' : 'turnCap';
  }
  const state = (w.rng as { state?: unknown }).state;
  if (ownRng && state instanceof Int32Array) state.set(mem.subarray(L.G_RNG, L.G_RNG + 4));
  const col = (c: number, uid: number): number => mem[L.U + c * L.MAX_UNITS + uid]!;
  w.grid.fill(0);
  w.living[0] = mem[L.G_LIVING0]!;
  w.living[1] = mem[L.G_LIVING1]!;
  w.occupied = mem[L.G_OCC]!;
  for (const u of w.units) {
    const id = u.uid;
    const cell = col(L.C_CELL, id);
    u.health = col(L.C_HP, id);
    u.alive = cell >= 0;
    w.cells[id] = cell;
    if (cell >= 0) w.grid[cell] = id + 1;
    const pos = col(L.C_POS, id);
    u.x = pos % L.BOARD_W;
    u.y = Math.floor(pos / L.BOARD_W);
    u.elementIndex = col(L.C_ELEM, id);
    u.element = ELEMENTS[u.elementIndex]!;
    for (let k = 0; k < u.cooldowns.length; k++) u.cooldowns[k] = col(L.C_CD + k, id);
    u.damageDealt = col(L.C_DEALT, id);
    u.damageTaken = col(L.C_TAKEN, id);
    u.healed = col(L.C_HEALED, id);
    u.shielded = col(L.C_SHIELDED, id);
    if (!full) continue;
    u.turnSeq = col(L.C_TURNSEQ, id);
    u.zoneSpeed = col(L.C_ZSPD, id);
    u.zoneDamageTaken = col(L.C_ZDMG, id);
    const m = u.mods;
    m.attack = col(L.C_MATK, id);
    m.magic = col(L.C_MMAG, id);
    m.defense = col(L.C_MDEF, id);
    m.magicResistance = col(L.C_MMR, id);
    m.speed = col(L.C_MSPD, id);
    m.damageTaken = col(L.C_MDTAKEN, id);
    m.damageDealt = col(L.C_MDDEALT, id);
    m.critChance = col(L.C_MCRIT, id);
    m.missChance = col(L.C_MMISS, id);
    const disabled = col(L.C_MDISABLED, id);
    m.disabledBy = disabled === 0 ? null : statuses[disabled - 1]!.id;
    m.feared = col(L.C_MFEAR, id) !== 0;
    m.rooted = col(L.C_MROOT, id) !== 0;
    m.silenced = col(L.C_MSILENCE, id) !== 0;
    u.statuses.length = 0;
    for (let i = 0, n = col(L.C_NSTAT, id); i < n; i++) {
      const e = L.LISTS + (id * L.MAX_HELD + i) * L.L_SIZE;
      const source = mem[e + L.L_SOURCE]!;
      u.statuses.push({ status: statuses[mem[e + L.L_STATUS]!]!, remaining: mem[e + L.L_REMAINING]!, points: mem[e + L.L_POINTS]!, source: source < 0 ? null : source, seq: mem[e + L.L_SEQ]! });
    }
  }
  if (!full) return;
  w.seq = mem[L.G_SEQ]!;
  w.auras = mem[L.G_AURAS]!;
  w.fieldSeq = mem[L.G_FIELDSEQ]!;
  w.fieldsZoned = mem[L.G_FZONED]!;
  w.zonesSet = mem[L.G_ZONESSET] !== 0;
  w.zoneCells.set(mem.subarray(L.ZONE, L.ZONE + w.zoneCells.length));
  w.fields.length = 0;
  for (let f = 0, n = mem[L.G_NFIELDS]!; f < n; f++) {
    const o = L.FIELDS + f * L.F_SIZE;
    const centre = mem[o + L.F_CENTRE]!;
    w.fields.push({
      id: mem[o + L.F_ID]!, status: statuses[mem[o + L.F_STATUS]!]!, owner: w.units[mem[o + L.F_OWNER]!]!, x: centre % L.BOARD_W,
      y: Math.floor(centre / L.BOARD_W), remaining: mem[o + L.F_REMAINING]!, cells: mem[o + L.F_CELLS]!,
    });
  }
}
