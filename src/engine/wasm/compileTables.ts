import { cellsWithin, distance, STEP_X, STEP_Y } from '../board';
import type { Battle } from '../battle';
import { elementIndex, matchupByIndex } from '../elements';
import { RULES } from '../rules';
import type { CompiledStatus } from '../statuses/compiled';
import type { StatusRegistry } from '../statuses/registry';
import type { DamageType, RemoveType, SkillEffect, SkillSpec, SkillTargetMode } from '../types';
import { rulesVersionSpec } from '../versions';
import * as L from './layout';

// Turns an opened battle (deployment and synergies done, no round played: what Battle.replay restores) and its rules
// version into the integer tables of the WebAssembly playout's memory (layout.ts). Statuses become kinds and
// parameters, skills target-mode codes and effect opcodes; the module never sees a string.

/** Thrown when a battle uses something the WebAssembly playout does not implement (an unknown effect type, ...). */
export class WasmTableError extends Error {
  override name = 'WasmTableError';
}

const MODIFY: Readonly<Record<string, number>> = {
  disable: L.MOD_DISABLE, fear: L.MOD_FEAR, root: L.MOD_ROOT, silence: L.MOD_SILENCE, blind: L.MOD_BLIND,
  attackBoost: L.MOD_ATTACK_BOOST, weaken: L.MOD_WEAKEN, speedBoost: L.MOD_SPEED_BOOST, slow: L.MOD_SLOW,
  defenseBoost: L.MOD_DEFENSE_BOOST, magicResistBoost: L.MOD_MAGIC_RESIST_BOOST, defenseBreak: L.MOD_DEFENSE_BREAK,
  vulnerable: L.MOD_VULNERABLE, critBoost: L.MOD_CRIT_BOOST, elementChange: L.MOD_DAMAGE_DEALT,
};
const TICK: Readonly<Record<string, number>> = {
  percentDamage: L.TICK_PERCENT_DAMAGE, flatDamage: L.TICK_FLAT_DAMAGE, percentHeal: L.TICK_PERCENT_HEAL, flatHeal: L.TICK_FLAT_HEAL,
};
const SHIELD: Readonly<Record<string, number>> = { shield: 1, percentShield: 2 };
/** Every effect type the module implements (those with no hook: the zones). */
const KNOWN = new Set([...Object.keys(MODIFY), ...Object.keys(TICK), ...Object.keys(SHIELD), 'field', 'aura']);
const MODES: Readonly<Record<SkillTargetMode, number>> = {
  target: L.MODE_TARGET, targetArea: L.MODE_TARGET_AREA, weakestEnemy: L.MODE_WEAKEST_ENEMY, allEnemies: L.MODE_ALL_ENEMIES,
  self: L.MODE_SELF, weakestAlly: L.MODE_WEAKEST_ALLY, allAllies: L.MODE_ALL_ALLIES, alliesAround: L.MODE_ALLIES_AROUND,
};
const DAMAGE_TYPES: Readonly<Record<DamageType, number>> = { physical: 0, magic: 1, true: 2 };
const REMOVE_TYPES: Readonly<Record<RemoveType, number>> = { removeElementChange: 1, removeShield: 2 };

/** The status table's index of each status id (the battle's registry, in its order). */
export type StatusIndex = ReadonlyMap<string, number>;

/** A status table as the module reads it, and each id's index. */
interface StatusTable {
  /** The statuses it was compiled from (a registry's `all()`: a later registration gives other objects). */
  statuses: readonly CompiledStatus[];
  words: Int32Array;
  index: StatusIndex;
}

const EFFECT_TYPE_INDEX = new Map([...KNOWN].map((t, i) => [t, i] as const));
/** The last table compiled for each registry (most batches share the default one). */
const statusTables = new WeakMap<StatusRegistry, StatusTable>();

/** The status definitions as table words (STATUS onwards), and each id's index. */
function compileStatuses(statuses: readonly CompiledStatus[]): StatusTable {
  // A unit holds each status at most once, so its list never outgrows the table.
  if (statuses.length > L.MAX_STATUSES || statuses.length > L.MAX_HELD) throw new WasmTableError(`${statuses.length} statuses; the module holds ${Math.min(L.MAX_STATUSES, L.MAX_HELD)}`);
  const words = new Int32Array(statuses.length * L.S_SIZE);
  const index = new Map<string, number>();
  statuses.forEach((s, i) => {
    const type = s.effectType.id;
    if (!KNOWN.has(type)) throw new WasmTableError(`status "${s.id}": effect type "${type}" is not in the WebAssembly playout`);
    const o = i * L.S_SIZE;
    words[o + L.S_EFFECT] = EFFECT_TYPE_INDEX.get(type)!;
    words[o + L.S_DURATION] = s.duration;
    words[o + L.S_VALUE] = s.value;
    words[o + L.S_REMOVE] = s.removeType === null ? 0 : REMOVE_TYPES[s.removeType];
    words[o + L.S_DTYPE] = DAMAGE_TYPES[s.damageType];
    words[o + L.S_ELEMENT] = s.element === null ? -1 : elementIndex(s.element);
    words[o + L.S_DPT] = s.damagePerTurn;
    words[o + L.S_HPT] = s.healPerTurn;
    words[o + L.S_SPDRED] = s.speedReduce;
    words[o + L.S_DEFBOOST] = s.defenseBoost;
    words[o + L.S_DMGAMP] = s.damageAmplify;
    words[o + L.S_RADIUS] = s.radius;
    words[o + L.S_TICK] = TICK[type] ?? L.TICK_NONE;
    words[o + L.S_MODIFY] = MODIFY[type] ?? L.MOD_NONE;
    words[o + L.S_SHIELD] = SHIELD[type] ?? 0;
    words[o + L.S_CHANGES_ELEMENT] = s.changesElement ? 1 : 0;
    words[o + L.S_ZONE] = s.zone === 'field' ? 1 : s.zone === 'aura' ? 2 : 0;
    index.set(s.id, i);
  });
  return { statuses, words, index };
}

/** What a memory already holds of the tables no battle changes (a full run's instance plays battle after battle). */
interface Written {
  board: boolean;
  table: StatusTable | null;
}
const written = new WeakMap<ArrayBufferLike, Written>();

/** Writes a registry's status table (compiled once per registry while its statuses stay the same); returns the index. */
function writeStatuses(mem: Int32Array, registry: StatusRegistry, held: Written): { statuses: readonly CompiledStatus[]; index: StatusIndex } {
  const statuses = registry.all();
  let table = statusTables.get(registry);
  if (table === undefined || table.statuses.length !== statuses.length || table.statuses.some((s, i) => s !== statuses[i])) {
    table = compileStatuses(statuses);
    statusTables.set(registry, table);
  }
  if (held.table !== table) {
    mem.set(table.words, L.STATUS);
    held.table = table;
  }
  return table;
}

function statusOf(index: StatusIndex, id: string, skill: SkillSpec): number {
  const i = index.get(id);
  if (i === undefined) throw new WasmTableError(`skill "${skill.id}": unknown status "${id}"`);
  return i;
}

/** One effect as its opcode and parameters. */
function effectWords(e: SkillEffect, skill: SkillSpec, index: StatusIndex, statuses: readonly CompiledStatus[]): number[] {
  switch (e.kind) {
    case 'damage': return [L.OP_DAMAGE, DAMAGE_TYPES[e.damageType], e.scaling === 'attack' ? 0 : 1, e.ratio];
    case 'heal': return [L.OP_HEAL, e.ratio];
    case 'applyStatus': return [L.OP_APPLY_STATUS, statusOf(index, e.status, skill), e.chance ?? 1000];
    case 'removeStatuses': return [L.OP_REMOVE_STATUSES, REMOVE_TYPES[e.removeType]];
    case 'createField': {
      const i = statusOf(index, e.status, skill);
      if (statuses[i]!.zone !== 'field') throw new WasmTableError(`skill "${skill.id}": status "${e.status}" is not a field`);
      return [L.OP_CREATE_FIELD, i];
    }
  }
}

/** Writes one unit's skill slot. */
function writeSkill(mem: Int32Array, uid: number, k: number, skill: SkillSpec, index: StatusIndex, statuses: readonly CompiledStatus[]): void {
  if (skill.effects.length > L.MAX_EFFECTS) throw new WasmTableError(`skill "${skill.id}" has ${skill.effects.length} effects; the module holds ${L.MAX_EFFECTS}`);
  const o = L.SKILL + (uid * L.MAX_SKILLS + k) * L.K_SIZE;
  mem.fill(0, o, o + L.K_SIZE);
  mem[o + L.K_MODE] = MODES[skill.target];
  mem[o + L.K_RANGE] = skill.range;
  mem[o + L.K_RADIUS] = skill.radius ?? 1;
  mem[o + L.K_COOLDOWN] = skill.cooldown;
  mem[o + L.K_NEFFECTS] = skill.effects.length;
  skill.effects.forEach((e, j) => {
    const words = effectWords(e, skill, index, statuses);
    for (let w = 0; w < words.length; w++) mem[o + L.K_EFFECTS + j * L.E_SIZE + w] = words[w]!;
  });
}

/** The board's tables (distances, matchups, cells within range, neighbours) from DIST to NEIGH's end, built once. */
let boardTables: Int32Array | null = null;

function buildBoardTables(): Int32Array {
  const t = new Int32Array(L.NEIGH + L.CELLS * 8 - L.DIST);
  const at = (word: number, v: number): void => { t[word - L.DIST] = v; };
  for (let a = 0; a < L.CELLS; a++) for (let b = 0; b < L.CELLS; b++) at(L.DIST + a * L.CELLS + b, distance(a % L.BOARD_W, Math.floor(a / L.BOARD_W), b % L.BOARD_W, Math.floor(b / L.BOARD_W)));
  for (let a = 0; a < 6; a++) for (let d = 0; d < 6; d++) at(L.MATCH + a * 6 + d, matchupByIndex(a, d));
  for (let r = 0; r <= L.MAX_RANGE; r++) {
    for (let c = 0; c < L.CELLS; c++) at(L.WITHIN + r * L.CELLS + c, cellsWithin(c % L.BOARD_W, Math.floor(c / L.BOARD_W), r));
  }
  for (let c = 0; c < L.CELLS; c++) {
    const x = c % L.BOARD_W;
    const y = Math.floor(c / L.BOARD_W);
    for (let k = 0; k < 8; k++) {
      const nx = x + STEP_X[k]!;
      const ny = y + STEP_Y[k]!;
      at(L.NEIGH + c * 8 + k, nx < 0 || ny < 0 || nx >= L.BOARD_W || ny >= L.BOARD_H ? -1 : ny * L.BOARD_W + nx);
    }
  }
  return t;
}

/** The rules' constants and the board's tables. */
function writeConstants(mem: Int32Array, rulesVersion: number, held: Written): void {
  const C = RULES.combat;
  if (RULES.board.width !== L.BOARD_W || RULES.board.height !== L.BOARD_H) throw new WasmTableError('the module is built for a 7 x 4 board');
  mem[L.K_MAX_ROUNDS] = C.maxRounds;
  mem[L.K_OVERTIME_FROM] = C.overtimeFrom;
  mem[L.K_OVERTIME_STEP] = C.overtimeStep;
  mem[L.K_MITIGATION_K] = C.mitigationK;
  mem[L.K_ELEMENT_ADVANTAGE] = C.elementAdvantage;
  mem[L.K_ELEMENT_DISADVANTAGE] = C.elementDisadvantage;
  mem[L.K_MIN_DAMAGE] = C.minDamage;
  mem[L.K_MAX_MISS] = C.maxMissChance;
  mem[L.K_MIN_SPEED_SHARE] = C.minSpeedShare;
  mem[L.K_MIN_DAMAGE_FACTOR] = C.minDamageFactor;
  mem[L.G_MOVE_THEN_ATTACK] = rulesVersionSpec(rulesVersion)!.moveThenAttack ? 1 : 0;
  if (held.board) return;
  boardTables ??= buildBoardTables();
  mem.set(boardTables, L.DIST);
  held.board = true;
}

/**
 * Writes an opened battle into the module's memory `mem` (an Int32Array over it): the constants, the status table,
 * every unit's static columns, skills and opening state (the copy the module restores before each seed). Returns the
 * status table it wrote (status index → status), which the event records index.
 */
export function compileTables(mem: Int32Array, battle: Battle, rulesVersion: number): readonly CompiledStatus[] {
  if (battle.round !== 0) throw new WasmTableError('the tables are compiled from a battle opened but not yet played');
  // A reused instance forgets the last batch: its globals, unit columns and scratch (zone sums included). The tables
  // after them are read only as far as this batch writes them (its statuses, units' skills, opening lists).
  mem.fill(0, 0, L.DIST);
  let held = written.get(mem.buffer);
  if (held === undefined) {
    held = { board: false, table: null };
    written.set(mem.buffer, held);
  }
  writeConstants(mem, rulesVersion, held);
  const { statuses, index } = writeStatuses(mem, battle.statuses, held);
  const units = battle.units;
  if (units.length > L.MAX_UNITS) throw new WasmTableError(`${units.length} units; the module holds ${L.MAX_UNITS}`);
  mem[L.G_NUNITS] = units.length;
  for (let t = 0; t < 3; t++) mem[L.G_TEAMSTART + t] = battle.teamStart[t]!;
  const dyn = (c: number, uid: number, v: number): void => { mem[L.OU + c * L.MAX_UNITS + uid] = v; };
  const stat = (c: number, uid: number, v: number): void => { mem[L.U + c * L.MAX_UNITS + uid] = v; };
  for (const u of units) {
    const id = u.uid;
    const cell = u.y * L.BOARD_W + u.x;
    dyn(L.C_HP, id, u.health); dyn(L.C_MAXHP, id, u.maxHealth); dyn(L.C_ATK, id, u.attack); dyn(L.C_DEF, id, u.defense);
    dyn(L.C_MAG, id, u.magic); dyn(L.C_MR, id, u.magicResistance); dyn(L.C_SPD, id, u.speed); dyn(L.C_CRIT, id, u.critChance);
    dyn(L.C_CRITD, id, u.critDamage); dyn(L.C_EBONUS, id, u.elementalBonus); dyn(L.C_CELL, id, u.alive ? cell : -1); dyn(L.C_POS, id, cell);
    dyn(L.C_ELEM, id, u.elementIndex); dyn(L.C_NSTAT, id, u.statuses.length);
    dyn(L.C_DEALT, id, u.damageDealt); dyn(L.C_TAKEN, id, u.damageTaken); dyn(L.C_HEALED, id, u.healed); dyn(L.C_SHIELDED, id, u.shielded);
    if (u.skills.length > L.MAX_SKILLS) throw new WasmTableError(`card "${u.card.id}" has ${u.skills.length} skills; the module holds ${L.MAX_SKILLS}`);
    u.cooldowns.forEach((cd, k) => dyn(L.C_CD + k, id, cd));
    stat(L.C_TEAM, id, u.team); stat(L.C_RANGE, id, u.card.range); stat(L.C_ATYPE, id, u.card.attackType === 'physical' ? 0 : 1);
    stat(L.C_RULE, id, battle.targetRules[id]!); stat(L.C_BASEELEM, id, elementIndex(u.baseElement)); stat(L.C_NSKILL, id, u.skills.length);
    u.skills.forEach((s, k) => writeSkill(mem, id, k, s, index, statuses));
    if (u.statuses.length > L.MAX_HELD) throw new WasmTableError(`unit ${id} opens with ${u.statuses.length} statuses`);
    u.statuses.forEach((a, i) => {
      const o = L.OLISTS + (id * L.MAX_HELD + i) * L.L_SIZE;
      mem[o + L.L_STATUS] = index.get(a.status.id)!;
      mem[o + L.L_REMAINING] = a.remaining;
      mem[o + L.L_POINTS] = a.points;
      mem[o + L.L_SEQ] = a.seq;
      // Serials only need to differ (the module numbers its own from 2^20).
      mem[o + L.L_SERIAL] = id * L.MAX_HELD + i;
      mem[o + L.L_SOURCE] = a.source ?? -1;
    });
  }
  mem[L.O_SEQ] = battle.seq;
  mem[L.O_AURAS] = battle.auras;
  mem[L.O_LIVING0] = battle.living[0];
  mem[L.O_LIVING1] = battle.living[1];
  mem[L.O_OCC] = battle.occupied;
  return statuses;
}
