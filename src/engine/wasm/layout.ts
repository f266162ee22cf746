/**
 * The WebAssembly playout's memory layout, shared by the module (assembly/playout.ts imports this file: plain integer
 * constants are valid AssemblyScript, inferred as i32) and the TypeScript glue that writes the tables. Every number is
 * an i32 word index (byte address = index × 4) unless it ends in _B. See docs/ENGINE.md "The WebAssembly playout".
 */

/** Most units in a battle (two teams of RULES.team.maxUnits); unit columns are this many words apart. */
export const MAX_UNITS = 16;
/** Most skills a unit has (skill slots per unit). */
export const MAX_SKILLS = 4;
/** Most effects a skill has. */
export const MAX_EFFECTS = 4;
/** Most statuses a unit holds at once (one per status id: as many as the status table holds). */
export const MAX_HELD = 128;
/** Most status definitions a battle's table holds. */
export const MAX_STATUSES = 128;
/** Most fields lying on the board at once. */
export const MAX_FIELDS = 512;
/** Board cells (7 × 4; the bit-board path search needs at most 32). */
export const BOARD_W = 7;
export const BOARD_H = 4;
export const CELLS = 28;
/** Largest range the within-range table holds (wider ranges read this row: they cover the board). */
export const MAX_RANGE = 6;

// ---- globals (word indices 0..127) ----
export const G_ROUND = 0;
export const G_OVER = 1;
/** 0, 1, or -1 for a draw. */
export const G_WINNER = 2;
/** 0 wipeout, 1 turnCap. */
export const G_REASON = 3;
/** The status application sequence (ActiveStatus.seq). */
export const G_SEQ = 4;
/** Identity of each status entry (never reused within a playout; tickStatuses compares by it). */
export const G_SERIAL = 5;
export const G_LIVING0 = 6;
export const G_LIVING1 = 7;
/** Occupied cells as a bit set. */
export const G_OCC = 8;
export const G_NFIELDS = 9;
/** How many of the fields (the first ones) are in the zone sums. */
export const G_FZONED = 10;
/** Aura statuses ever applied (BattleWorld.auras). */
export const G_AURAS = 11;
export const G_ZONESSET = 12;
export const G_ORDERLEN = 13;
/** The four sfc32 words. */
export const G_RNG = 14;
/** Non-zero when the module met something it cannot play (a table overflow): the glue throws. */
export const G_ERROR = 18;
export const G_NUNITS = 19;
/** Team t's units are the uids G_TEAMSTART + t .. G_TEAMSTART + t + 1 - 1 (three words). */
export const G_TEAMSTART = 20;
/** Rules version 3 on: a unit that steps into range attacks in the same turn. */
export const G_MOVE_THEN_ATTACK = 23;
/** Trace records written by the last playout (the trace build only; see T_*). */
export const G_TRACELEN = 25;
export const G_NTARGETS = 26;
/** Words written to the event buffer since the glue last read it. */
export const G_EVLEN = 28;
/** The next field id (FieldState.id: creation order, never reused). */
export const G_FIELDSEQ = 29;
/** 1 while the record build asks the glue for its draws (a test's scripted RNG), 0 for its own sfc32. */
export const G_HOSTRNG = 30;
// The rules' constants (RULES.combat), written by the glue.
export const K_MAX_ROUNDS = 32;
export const K_OVERTIME_FROM = 33;
export const K_OVERTIME_STEP = 34;
export const K_MITIGATION_K = 35;
export const K_ELEMENT_ADVANTAGE = 36;
export const K_ELEMENT_DISADVANTAGE = 37;
export const K_MIN_DAMAGE = 38;
export const K_MAX_MISS = 39;
export const K_MIN_SPEED_SHARE = 40;
export const K_MIN_DAMAGE_FACTOR = 41;
// The opening's globals (restored per playout).
export const O_SEQ = 48;
export const O_AURAS = 49;
export const O_LIVING0 = 50;
export const O_LIVING1 = 51;
export const O_OCC = 52;

// ---- unit columns: word U + column * MAX_UNITS + uid ----
export const U = 128;
// Dynamic columns (0 .. DYN_COLS - 1), restored from the opening copy at OU per playout.
export const C_HP = 0;
export const C_MAXHP = 1;
export const C_ATK = 2;
export const C_DEF = 3;
export const C_MAG = 4;
export const C_MR = 5;
export const C_SPD = 6;
export const C_CRIT = 7;
export const C_CRITD = 8;
export const C_EBONUS = 9;
/** Cell while alive, -1 once dead. */
export const C_CELL = 10;
/** Current element index. */
export const C_ELEM = 11;
/** Statuses held (entries in the unit's list). */
export const C_NSTAT = 12;
export const C_TURNSEQ = 13;
export const C_ZSPD = 14;
export const C_ZDMG = 15;
// The status modifiers (Modifiers), permille deltas and flags.
export const C_MATK = 16;
export const C_MMAG = 17;
export const C_MDEF = 18;
export const C_MMR = 19;
export const C_MSPD = 20;
export const C_MDTAKEN = 21;
export const C_MDDEALT = 22;
export const C_MCRIT = 23;
export const C_MMISS = 24;
/** Status index + 1 of the first disabling status, 0 when none. */
export const C_MDISABLED = 25;
export const C_MFEAR = 26;
export const C_MROOT = 27;
export const C_MSILENCE = 28;
/** Cooldowns of skills 0..MAX_SKILLS-1. */
export const C_CD = 29;
/** The cell the unit last stood on (kept when it dies: a field laid on a dead target goes there). */
export const C_POS = 33;
/** The battle's totals (battleEnd), kept only while recording: damage dealt, taken, healed, absorbed by shields. */
export const C_DEALT = 34;
export const C_TAKEN = 35;
export const C_HEALED = 36;
export const C_SHIELDED = 37;
export const DYN_COLS = 40;
// Static columns (written once per batch).
export const C_TEAM = 40;
/** Basic attack range. */
export const C_RANGE = 41;
/** 0 physical (scales with attack), 1 magic. */
export const C_ATYPE = 42;
/** Targeting rule: 0 nearest, 1 farthest, 2 weakest. */
export const C_RULE = 43;
export const C_BASEELEM = 44;
export const C_NSKILL = 45;
export const UNIT_COLS = 48;
/** The opening copy of the dynamic columns. */
export const OU = U + UNIT_COLS * MAX_UNITS;

// ---- scratch ----
export const ORDER = OU + DYN_COLS * MAX_UNITS;
export const TARGETS = ORDER + MAX_UNITS;
export const HELD = TARGETS + MAX_UNITS;
export const DEPLETED = HELD + MAX_HELD;
/** uid + 1 of the unit on each cell, 0 when free. */
export const GRID = DEPLETED + MAX_HELD;
/** The fields' zone sums: at ((team * CELLS + cell) * 2) speed taken, + 1 extra damage taken. */
export const ZONE = GRID + 32;
/** i64 turn-order keys by order position and by uid (word index; 8-byte aligned). */
export const ORDER_KEYS = 2048;
export const UID_KEYS = ORDER_KEYS + 2 * MAX_UNITS;

// ---- tables written by the glue once per batch ----
/** Chebyshev distance of two cells at a * CELLS + b. */
export const DIST = 2304;
/** Element matchup (+1, 0, -1) at attacker * 6 + defender. */
export const MATCH = DIST + CELLS * CELLS;
/** The cells within range r of a cell, a bit set, at r * CELLS + cell (r ≤ MAX_RANGE). */
export const WITHIN = MATCH + 64;
/** Each cell's neighbour in step direction k (STEP_X/STEP_Y order), -1 off the board, at cell * 8 + k. */
export const NEIGH = WITHIN + (MAX_RANGE + 1) * CELLS;
/** Status definitions: STATUS + index * S_SIZE + field. */
export const STATUS = 4096;
export const S_SIZE = 24;
/** Status effect type index (the compiler's STATUS_EFFECT_TYPES order; for the trace only). */
export const S_EFFECT = 0;
export const S_DURATION = 1;
export const S_VALUE = 2;
/** 0 none, 1 removeElementChange, 2 removeShield. */
export const S_REMOVE = 3;
/** 0 physical, 1 magic, 2 true. */
export const S_DTYPE = 4;
/** Element index an element change gives, -1 none. */
export const S_ELEMENT = 5;
export const S_DPT = 6;
export const S_HPT = 7;
export const S_SPDRED = 8;
export const S_DEFBOOST = 9;
export const S_DMGAMP = 10;
export const S_RADIUS = 11;
/** Tick kinds: TICK_*. */
export const S_TICK = 12;
/** Modifier kinds: MOD_*. */
export const S_MODIFY = 13;
/** 0 none, 1 flat (value), 2 percent of max health (value permille). */
export const S_SHIELD = 14;
export const S_CHANGES_ELEMENT = 15;
/** 0 none, 1 field, 2 aura. */
export const S_ZONE = 16;
export const TICK_NONE = 0;
export const TICK_PERCENT_DAMAGE = 1;
export const TICK_FLAT_DAMAGE = 2;
export const TICK_PERCENT_HEAL = 3;
export const TICK_FLAT_HEAL = 4;
export const MOD_NONE = 0;
export const MOD_DISABLE = 1;
export const MOD_FEAR = 2;
export const MOD_ROOT = 3;
export const MOD_SILENCE = 4;
export const MOD_BLIND = 5;
export const MOD_ATTACK_BOOST = 6;
export const MOD_WEAKEN = 7;
export const MOD_SPEED_BOOST = 8;
export const MOD_SLOW = 9;
export const MOD_DEFENSE_BOOST = 10;
export const MOD_MAGIC_RESIST_BOOST = 11;
export const MOD_DEFENSE_BREAK = 12;
export const MOD_VULNERABLE = 13;
export const MOD_CRIT_BOOST = 14;
export const MOD_DAMAGE_DEALT = 15;

/** Skills by unit: SKILL + (uid * MAX_SKILLS + i) * K_SIZE + field. */
export const SKILL = STATUS + MAX_STATUSES * S_SIZE;
export const K_SIZE = 32;
/** Target mode: MODE_*. */
export const K_MODE = 0;
export const K_RANGE = 1;
export const K_RADIUS = 2;
export const K_COOLDOWN = 3;
export const K_NEFFECTS = 4;
/** Effects at K_EFFECTS + k * E_SIZE: opcode (OP_*), then its parameters. */
export const K_EFFECTS = 8;
export const E_SIZE = 6;
export const MODE_TARGET = 0;
export const MODE_TARGET_AREA = 1;
export const MODE_WEAKEST_ENEMY = 2;
export const MODE_ALL_ENEMIES = 3;
export const MODE_SELF = 4;
export const MODE_WEAKEST_ALLY = 5;
export const MODE_ALL_ALLIES = 6;
export const MODE_ALLIES_AROUND = 7;
/** damage: damage type (0 physical, 1 magic, 2 true), scaling (0 attack, 1 magic), ratio permille. */
export const OP_DAMAGE = 0;
/** heal: ratio permille of the caster's magic. */
export const OP_HEAL = 1;
/** applyStatus: status index, chance permille (1000: no draw). */
export const OP_APPLY_STATUS = 2;
/** removeStatuses: removal class (1 removeElementChange, 2 removeShield). */
export const OP_REMOVE_STATUSES = 3;
/** createField: status index (a field). */
export const OP_CREATE_FIELD = 4;

// ---- status lists and fields ----
/** Each unit's statuses in application order: LISTS + (uid * MAX_HELD + i) * L_SIZE + field. */
export const LISTS = 10240;
export const L_SIZE = 8;
export const L_STATUS = 0;
export const L_REMAINING = 1;
export const L_POINTS = 2;
export const L_SEQ = 3;
export const L_SERIAL = 4;
export const L_SOURCE = 5;
/** The opening's lists, same shape. */
export const OLISTS = LISTS + MAX_UNITS * MAX_HELD * L_SIZE;
/** Fields in creation order: FIELDS + index * F_SIZE + field. */
export const FIELDS = OLISTS + MAX_UNITS * MAX_HELD * L_SIZE;
export const F_SIZE = 8;
export const F_STATUS = 0;
export const F_OWNER = 1;
export const F_TEAM = 2;
/** The cells within its radius, a bit set. */
export const F_CELLS = 3;
export const F_REMAINING = 4;
/** The field's id (creation order) and its centre cell, for the events. */
export const F_ID = 5;
export const F_CENTRE = 6;

// ---- the trace (build/playoutTrace.wasm only): T_SIZE words a record (kind, then three values) ----
export const TRACE = FIELDS + MAX_FIELDS * F_SIZE;
export const T_SIZE = 4;
export const TRACE_CAP = 16384;
/** An RNG draw: the u32 value. */
export const T_DRAW = 1;
/** Damage: target, amount (absorbed + lost), health after. */
export const T_DAMAGE = 2;
/** Heal: target, gained, health after. */
export const T_HEAL = 3;
/** A unit's turn: uid. */
export const T_TURN = 4;
/** A round start (after the turn order's draws, where the full run emits roundStart): round. */
export const T_ROUND = 5;
/** A status applied: target, status index, points. */
export const T_STATUS = 6;
/** A move: unit, to cell. */
export const T_MOVE = 7;

// ---- the event buffer (the record build only, build/playoutRecord.wasm): one record per event, its EVENT_TYPE_CODES code first (decodeEvents.ts reads it) ----
export const EVENTS = TRACE + TRACE_CAP * T_SIZE;
/** Words the buffer holds; the glue drains it after every round (a round writes a few thousand words at most). */
export const EV_CAP = 65536;
/** Removal reasons in statusRemoved records (1 and 2 are the removal classes of S_REMOVE). */
export const RM_DEPLETED = 3;
export const RM_REPLACED = 4;
/** Causes in damage and heal records. */
export const CAUSE_ATTACK = 0;
export const CAUSE_SKILL = 1;
export const CAUSE_STATUS = 2;
export const CAUSE_FIELD = 3;
/** Where the module's static data starts (after the trace): asc's --memoryBase of the batch and trace builds. */
export const MEMORY_BASE_B = ((((TRACE + TRACE_CAP * T_SIZE) * 4) >> 16) + 1) << 16;
/** The same for the record build, whose event buffer lies where the others' static data does. */
export const RECORD_MEMORY_BASE_B = ((((EVENTS + EV_CAP) * 4) >> 16) + 1) << 16;
