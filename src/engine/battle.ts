import { distance, slotX, slotY } from './board';
import { elementMatchup } from './elements';
import type { ActiveSynergy, BattleEvent, EffectCause, EndReason, UnitTotals } from './events';
// Every event object below is written with its keys in sorted order, so JSON.stringify of the event stream is
// already canonical JSON (hash.ts relies on this; tests/golden and hash.test.ts check it).
import { validateBattleInput } from './input';
import { Pathfinder } from './pathing';
import { permille } from './permille';
import { Rng } from './rng';
import { RULES } from './rules';
import { applySkillEffect } from './skills/effects';
import type { SkillHost } from './skills/host';
import { SKILL_TARGET_MODES } from './skills/targetModes';
import { Modifiers, type ActiveStatus, type UnitState } from './state';
import { statusRegistry as defaultStatuses } from './statuses/catalog';
import type { CompiledStatus } from './statuses/compiled';
import type { StatusRegistry } from './statuses/registry';
import { SYNERGIES } from './synergies/catalog';
import { synergyLevel, type Synergy } from './synergies/registry';
import type { BattleCatalog, BattleInput, DamageType, Element, RemoveType, Team } from './types';

/** A field lying on the board. */
interface FieldState {
  id: number;
  status: CompiledStatus;
  owner: UnitState;
  x: number;
  y: number;
  /** Rounds left; -1 permanent. */
  remaining: number;
}

/** Optional replacements for the rule tables (tests use them; battles use the defaults). */
export interface BattleOptions {
  statuses?: StatusRegistry;
  synergies?: readonly Synergy[];
}

const { width: W, height: H } = RULES.board;
const C = RULES.combat;

/**
 * One battle as a state machine. `next()` returns the next chunk of events: first the opening (battle start,
 * synergies), then one round per call; the chunk that ends the battle ends with battleEnd. All state, the RNG
 * included, lives in this object, so a battle is a pure function of its input.
 */
export class Battle implements SkillHost {
  /** Units by uid (team 0's in input order, then team 1's). */
  readonly units: UnitState[] = [];
  /** Every event so far, in order. */
  readonly log: BattleEvent[] = [];
  readonly rng: Rng;
  round = 0;
  over = false;
  winner: Team | null = null;
  reason: EndReason | null = null;

  private readonly statuses: StatusRegistry;
  private readonly synergies: readonly Synergy[];
  private readonly grid = new Int16Array(W * H);
  private readonly fields: FieldState[] = [];
  private readonly paths = new Pathfinder();
  private readonly orderKeys = new Float64Array(2 * RULES.team.maxUnits);
  private readonly orderSpeeds = new Float64Array(2 * RULES.team.maxUnits);
  /** Aura statuses ever applied; while 0 and no field lies on the board, zones are all zero. */
  private auras = 0;
  /** Whether some unit may still carry zone modifiers from an earlier round (they must be cleared once). */
  private zonesSet = false;
  private started = false;
  private emitted = 0;
  private seq = 0;
  private fieldSeq = 0;

  constructor(private readonly input: BattleInput, catalog: BattleCatalog, options: BattleOptions = {}) {
    validateBattleInput(input, catalog);
    this.statuses = options.statuses ?? defaultStatuses;
    this.synergies = options.synergies ?? SYNERGIES;
    this.rng = new Rng(input.seed);
    for (const t of [0, 1] as const) {
      for (const u of input.teams[t].units) {
        const card = catalog.units.get(u.cardId);
        if (!card) throw new Error('unreachable: validated');
        const scale = 1000 + (u.level - 1) * RULES.level.perLevel;
        const skills = card.skills.map((id) => catalog.skills.get(id)!);
        const maxHealth = permille(card.stats.health, scale);
        const unit: UnitState = {
          uid: this.units.length, team: t, card, level: u.level, families: card.families,
          baseElement: card.element, element: card.element, x: slotX(t, u.position), y: slotY(u.position),
          alive: true, health: maxHealth, maxHealth,
          attack: permille(card.stats.attack, scale), defense: permille(card.stats.defense, scale),
          magic: permille(card.stats.magic, scale), magicResistance: permille(card.stats.magicResistance, scale),
          speed: card.stats.speed, critChance: C.baseCritChance, critDamage: C.baseCritDamage, elementalBonus: 0,
          statuses: [], skills, cooldowns: skills.map((s) => s.initialCooldown), mods: new Modifiers(),
          zoneSpeed: 0, zoneDamageTaken: 0, turnSeq: 0, damageDealt: 0, damageTaken: 0, healed: 0, shielded: 0,
        };
        this.units.push(unit);
        this.grid[unit.y * W + unit.x] = unit.uid + 1;
      }
    }
  }

  /** The next chunk of events ([] once the battle is over). */
  next(): BattleEvent[] {
    if (this.over) return [];
    if (!this.started) this.open();
    else this.playRound();
    const chunk = this.log.slice(this.emitted);
    this.emitted = this.log.length;
    return chunk;
  }

  /** Plays to the end and returns every event. */
  runToEnd(): BattleEvent[] {
    if (!this.started) this.open();
    while (!this.over) this.playRound();
    this.emitted = this.log.length;
    return this.log;
  }

  // ---- opening -------------------------------------------------------------------------------------------

  private open(): void {
    this.started = true;
    const active: ActiveSynergy[] = [];
    for (const t of [0, 1] as const) {
      const team = this.units.filter((u) => u.team === t);
      for (const syn of this.synergies) {
        const family = syn.definition.family;
        const members = team.filter((u) => u.families.includes(family));
        // Duplicates of one card count once.
        const count = new Set(members.map((u) => u.card.id)).size;
        const level = synergyLevel(syn.definition.thresholds, count);
        if (level === 0) continue;
        active.push({ count, family, level, synergy: syn.definition.id, team: t });
        const scope = syn.effectType.scope === 'members' ? members : team;
        this.log.push({ level, synergy: syn.definition.id, team: t, type: 'synergyActivated', units: scope.map((u) => u.uid) });
        syn.effectType.apply(this, scope, level, syn.definition.effectParams);
      }
    }
    this.log.unshift({
      height: H, rulesVersion: this.input.rulesVersion, seed: this.input.seed, synergies: active, type: 'battleStart',
      units: this.units.map((u) => ({
        attack: u.attack, attackType: u.card.attackType, cardId: u.card.id, critChance: u.critChance,
        critDamage: u.critDamage, defense: u.defense, element: u.element, families: [...u.families], health: u.health,
        level: u.level, magic: u.magic, magicResistance: u.magicResistance, maxHealth: u.maxHealth, range: u.card.range,
        skills: u.skills.map((s) => s.id), speed: u.speed, team: u.team, unit: u.uid, x: u.x, y: u.y,
      })),
      width: W,
    });
  }

  // ---- rounds --------------------------------------------------------------------------------------------

  private playRound(): void {
    this.round++;
    this.computeZones();
    const order = this.turnOrder();
    this.log.push({ order: order.map((u) => u.uid), round: this.round, type: 'roundStart' });
    this.tickFields();
    if (this.checkEnd()) return;
    for (const u of order) {
      if (!u.alive) continue;
      this.takeTurn(u);
      if (this.checkEnd()) return;
    }
    this.ageFields();
    if (this.round >= C.maxRounds) this.endAtCap();
  }

  /** Living units by effective speed, fastest first; ties by a fresh RNG draw per unit (uid order). */
  private turnOrder(): UnitState[] {
    const living: UnitState[] = [];
    const keys = this.orderKeys;
    const speeds = this.orderSpeeds;
    for (const u of this.units) {
      if (!u.alive) continue;
      living.push(u);
      keys[u.uid] = this.rng.nextU32();
      speeds[u.uid] = this.speedOf(u);
    }
    return living.sort((a, b) => (speeds[b.uid]! - speeds[a.uid]!) || (keys[a.uid]! - keys[b.uid]!) || (a.uid - b.uid));
  }

  private takeTurn(u: UnitState): void {
    this.log.push({ type: 'turn', unit: u.uid });
    u.turnSeq = this.seq;
    if (u.statuses.length > 0) {
      for (const a of u.statuses.slice()) {
        const tick = a.status.effectType.tick;
        if (!tick || !u.statuses.includes(a)) continue;
        this.log.push({ remaining: a.remaining < 0 ? -1 : a.remaining - 1, status: a.status.id, target: u.uid, type: 'statusTicked' });
        tick(this, u, a);
        if (!u.alive) return;
      }
    }
    if (u.mods.disabledBy !== null) this.log.push({ status: u.mods.disabledBy, type: 'turnSkipped', unit: u.uid });
    else this.act(u);
    if (u.alive) this.endTurn(u);
  }

  private act(u: UnitState): void {
    const target = this.chooseTarget(u);
    if (u.mods.feared) {
      const threat = this.nearestEnemy(u);
      if (!u.mods.rooted && threat) this.moveAway(u, threat);
      return;
    }
    if (!u.mods.silenced) {
      for (let i = 0; i < u.skills.length; i++) {
        if (u.cooldowns[i] !== 0) continue;
        const skill = u.skills[i]!;
        const targets = SKILL_TARGET_MODES[skill.target].select(this, u, skill, target);
        if (targets.length === 0) continue;
        u.cooldowns[i] = skill.cooldown;
        this.log.push({ skill: skill.id, targets: targets.map((t) => t.uid), type: 'skillCast', unit: u.uid });
        for (const e of skill.effects) applySkillEffect(this, u, targets, e, skill);
        return;
      }
    }
    if (!target) return;
    if (distance(u.x, u.y, target.x, target.y) <= u.card.range) {
      this.attack(u, target);
      return;
    }
    if (!u.mods.rooted && this.moveToward(u, target)) return;
    // Rooted, or the target is walled in: hit whoever is in reach, else walk towards an enemy that can be reached.
    const other = this.enemyInRange(u);
    if (other) this.attack(u, other);
    else if (!u.mods.rooted) this.moveTowardReachable(u, target);
  }

  private attack(u: UnitState, target: UnitState): void {
    const miss = u.mods.missChance > 0 && this.rng.chance(Math.min(u.mods.missChance, C.maxMissChance));
    this.log.push({ missed: miss, target: target.uid, type: 'attack', unit: u.uid });
    if (!miss) this.hit(u, target, u.card.attackType, u.card.attackType === 'physical' ? 'attack' : 'magic', 1000, 'attack', null);
  }

  /** Counts down statuses present when the turn began, expires those at 0, and counts down cooldowns. */
  private endTurn(u: UnitState): void {
    let changed = false;
    const list = u.statuses;
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      if (a.remaining <= 0 || a.seq >= u.turnSeq) continue;
      a.remaining--;
      if (a.remaining === 0) {
        list.splice(i, 1);
        i--;
        changed = true;
        this.log.push({ status: a.status.id, target: u.uid, type: 'statusExpired' });
        if (a.status.effectType.changesElement) this.setElement(u, u.baseElement);
      }
    }
    if (changed) this.recompute(u);
    const cd = u.cooldowns;
    for (let i = 0; i < cd.length; i++) if (cd[i]! > 0) cd[i]!--;
  }

  // ---- targeting and movement -----------------------------------------------------------------------------

  private chooseTarget(u: UnitState): UnitState | null {
    const rule = u.card.targeting;
    let best: UnitState | null = null;
    let bestD = 0;
    for (const e of this.units) {
      if (!e.alive || e.team === u.team) continue;
      const d = distance(u.x, u.y, e.x, e.y);
      if (!best) {
        best = e;
        bestD = d;
        continue;
      }
      let better: boolean;
      if (rule === 'nearest') better = d < bestD || (d === bestD && e.health < best.health);
      else if (rule === 'farthest') better = d > bestD || (d === bestD && e.health < best.health);
      else better = e.health < best.health || (e.health === best.health && d < bestD);
      if (better) {
        best = e;
        bestD = d;
      }
    }
    return best;
  }

  /** One step along a shortest path to a cell within attack range of the target (see Pathfinder); false if none. */
  private moveToward(u: UnitState, t: UnitState): boolean {
    const cell = this.paths.stepToward(this.grid, u.x, u.y, t.x, t.y, u.card.range);
    if (cell < 0) return false;
    this.moveTo(u, cell % W, Math.floor(cell / W));
    return true;
  }

  /**
   * When the target cannot be reached (other units wall it in), one step towards the nearest other enemy that
   * can be (closer first, then lower uid), so a unit does not stand idle while a reachable enemy is near.
   */
  private moveTowardReachable(u: UnitState, unreachable: UnitState): void {
    const others: UnitState[] = [];
    for (const e of this.units) if (e.alive && e.team !== u.team && e !== unreachable) others.push(e);
    others.sort((a, b) => (distance(u.x, u.y, a.x, a.y) - distance(u.x, u.y, b.x, b.y)) || (a.uid - b.uid));
    for (const e of others) if (this.moveToward(u, e)) return;
  }

  /** The nearest living enemy within the unit's attack range (lowest uid on ties), or null. */
  private enemyInRange(u: UnitState): UnitState | null {
    const e = this.nearestEnemy(u);
    return e && distance(u.x, u.y, e.x, e.y) <= u.card.range ? e : null;
  }

  /** The nearest living enemy (lowest uid on ties), or null. */
  private nearestEnemy(u: UnitState): UnitState | null {
    let best: UnitState | null = null;
    let bestD = 1 << 30;
    for (const e of this.units) {
      if (!e.alive || e.team === u.team) continue;
      const d = distance(u.x, u.y, e.x, e.y);
      if (d < bestD) {
        best = e;
        bestD = d;
      }
    }
    return best;
  }

  private moveAway(u: UnitState, from: UnitState): void {
    const cell = this.paths.stepAway(this.grid, u.x, u.y, from.x, from.y);
    if (cell >= 0) this.moveTo(u, cell % W, Math.floor(cell / W));
  }

  private moveTo(u: UnitState, x: number, y: number): void {
    this.grid[u.y * W + u.x] = 0;
    this.grid[y * W + x] = u.uid + 1;
    this.log.push({ from: { x: u.x, y: u.y }, to: { x, y }, type: 'move', unit: u.uid });
    u.x = x;
    u.y = y;
  }

  // ---- stats ------------------------------------------------------------------------------------------------

  /** Effective attack (with status modifiers). */
  attackOf(u: UnitState): number {
    return permille(u.attack, Math.max(0, 1000 + u.mods.attack));
  }

  /** Effective magic (with status modifiers). */
  magicOf(u: UnitState): number {
    return permille(u.magic, Math.max(0, 1000 + u.mods.magic));
  }

  /** Effective speed (statuses and zones; never below 10% of base). */
  speedOf(u: UnitState): number {
    return permille(u.speed, Math.max(C.minSpeedShare, 1000 + u.mods.speed - u.zoneSpeed));
  }

  private overtime(): number {
    return this.round >= C.overtimeFrom ? (this.round - C.overtimeFrom + 1) * C.overtimeStep : 0;
  }

  private mitigate(target: UnitState, dmg: number, type: DamageType): number {
    if (type === 'true') return dmg;
    const stat = type === 'physical'
      ? permille(target.defense, Math.max(0, 1000 + target.mods.defense))
      : permille(target.magicResistance, Math.max(0, 1000 + target.mods.magicResistance));
    return Math.floor((dmg * C.mitigationK) / (C.mitigationK + stat));
  }

  /** Extra damage a target takes (statuses, zones, overtime), as a permille factor. */
  private amplification(target: UnitState, dealtBonus: number): number {
    return Math.max(C.minDamageFactor, 1000 + dealtBonus + target.mods.damageTaken + target.zoneDamageTaken + this.overtime());
  }

  // ---- SkillHost ----------------------------------------------------------------------------------------------

  /** True with probability perMille / 1000 (battle RNG). */
  chance(perMille: number): boolean {
    return this.rng.chance(perMille);
  }

  /** An attacker's hit; see docs/GAME_RULES.md "Damage" for the order of the steps. */
  hit(a: UnitState, t: UnitState, type: DamageType, scaling: 'attack' | 'magic', ratio: number, cause: 'attack' | 'skill', causeId: string | null): void {
    let dmg = permille(scaling === 'attack' ? this.attackOf(a) : this.magicOf(a), ratio);
    dmg = this.mitigate(t, dmg, type);
    const m = elementMatchup(a.element, t.element);
    if (m > 0) dmg = permille(dmg, 1000 + C.elementAdvantage + a.elementalBonus);
    else if (m < 0) dmg = permille(dmg, 1000 - C.elementDisadvantage);
    const critical = this.rng.chance(a.critChance + a.mods.critChance);
    if (critical) dmg = permille(dmg, a.critDamage);
    dmg = permille(dmg, this.amplification(t, a.mods.damageDealt));
    this.applyDamage(a, t, Math.max(C.minDamage, dmg), type, critical, cause, causeId);
  }

  /** Damage not from an attacker's hit (statuses, fields): mitigation optional, no crit or element. */
  dealDamage(source: UnitState | null, target: UnitState, raw: number, type: DamageType, cause: EffectCause, causeId: string | null, mitigate: boolean): void {
    if (!target.alive) return;
    let dmg = mitigate ? this.mitigate(target, raw, type) : raw;
    dmg = permille(dmg, this.amplification(target, 0));
    this.applyDamage(source, target, Math.max(C.minDamage, dmg), type, false, cause, causeId);
  }

  private applyDamage(source: UnitState | null, t: UnitState, dmg: number, type: DamageType, critical: boolean, cause: EffectCause, causeId: string | null): void {
    let rest = dmg;
    let absorbed = 0;
    let depleted: ActiveStatus[] | null = null;
    for (const a of t.statuses) {
      if (a.points <= 0 || rest === 0) continue;
      const take = a.points < rest ? a.points : rest;
      a.points -= take;
      absorbed += take;
      rest -= take;
      if (a.points === 0) (depleted ??= []).push(a);
    }
    const lost = rest < t.health ? rest : t.health;
    t.health -= lost;
    const amount = absorbed + lost;
    t.shielded += absorbed;
    t.damageTaken += amount;
    if (source) source.damageDealt += amount;
    this.log.push({
      amount, cause, causeId, critical, damageType: type, health: t.health, shieldAbsorbed: absorbed,
      source: source ? source.uid : null, target: t.uid, type: 'damage',
    });
    if (depleted) {
      for (const a of depleted) {
        t.statuses.splice(t.statuses.indexOf(a), 1);
        this.log.push({ reason: 'depleted', status: a.status.id, target: t.uid, type: 'statusRemoved' });
      }
      this.recompute(t);
    }
    if (t.health === 0) this.die(t, source);
  }

  private die(u: UnitState, killer: UnitState | null): void {
    u.alive = false;
    this.grid[u.y * W + u.x] = 0;
    this.log.push({ killer: killer ? killer.uid : null, type: 'unitDied', unit: u.uid });
  }

  /** Restores health up to max; reports only a positive gain. */
  heal(source: UnitState | null, target: UnitState, amount: number, cause: EffectCause, causeId: string | null): void {
    if (!target.alive) return;
    const room = target.maxHealth - target.health;
    const gained = amount < room ? amount : room;
    if (gained <= 0) return;
    target.health += gained;
    target.healed += gained;
    this.log.push({ amount: gained, cause, causeId, health: target.health, source: source ? source.uid : null, target: target.uid, type: 'heal' });
  }

  /** Puts a status on a living unit, refreshing duration and points if it is already there. */
  applyStatus(source: UnitState | null, target: UnitState, statusId: string, points?: number): void {
    if (!target.alive) return;
    const s = this.statuses.get(statusId);
    const pts = points ?? (s.effectType.shieldPoints ? s.effectType.shieldPoints(s, target) : 0);
    const existing = target.statuses.find((a) => a.status.id === s.id);
    if (existing) {
      existing.remaining = s.duration;
      existing.points = pts;
      existing.source = source ? source.uid : null;
      existing.seq = this.seq++;
    } else {
      if (s.effectType.changesElement) {
        for (let i = 0; i < target.statuses.length; i++) {
          const old = target.statuses[i]!;
          if (!old.status.effectType.changesElement) continue;
          target.statuses.splice(i, 1);
          i--;
          this.log.push({ reason: 'replaced', status: old.status.id, target: target.uid, type: 'statusRemoved' });
        }
      }
      target.statuses.push({ status: s, remaining: s.duration, points: pts, source: source ? source.uid : null, seq: this.seq++ });
      if (s.effectType.zone === 'aura') this.auras++;
    }
    this.log.push({ duration: s.duration, points: pts, source: source ? source.uid : null, status: s.id, target: target.uid, type: 'statusApplied' });
    if (s.effectType.changesElement && s.element) this.setElement(target, s.element);
    this.recompute(target);
  }

  /** Strips every status of one removal class. */
  removeStatuses(target: UnitState, removeType: RemoveType): void {
    let changed = false;
    let element = false;
    for (let i = 0; i < target.statuses.length; i++) {
      const a = target.statuses[i]!;
      if (a.status.removeType !== removeType) continue;
      target.statuses.splice(i, 1);
      i--;
      changed = true;
      if (a.status.effectType.changesElement) element = true;
      this.log.push({ reason: removeType, status: a.status.id, target: target.uid, type: 'statusRemoved' });
    }
    if (element) this.setElement(target, target.baseElement);
    if (changed) this.recompute(target);
  }

  /** Lays a field centred on (x, y). Fields stack; permanent ones stay until the battle ends. */
  createField(owner: UnitState, statusId: string, x: number, y: number): void {
    const s = this.statuses.get(statusId);
    if (s.effectType.zone !== 'field') throw new Error(`status "${statusId}" is not a field`);
    const f: FieldState = { id: this.fieldSeq++, status: s, owner, x, y, remaining: s.duration };
    this.fields.push(f);
    this.log.push({ duration: s.duration, field: f.id, owner: owner.uid, radius: s.radius, status: s.id, team: owner.team, type: 'fieldCreated', x, y });
  }

  /** Changes a unit's element, reporting only a real change. */
  setElement(unit: UnitState, element: Element): void {
    if (unit.element === element) return;
    unit.element = element;
    this.log.push({ element, type: 'elementChanged', unit: unit.uid });
  }

  private recompute(u: UnitState): void {
    u.mods.reset();
    for (const a of u.statuses) a.status.effectType.modify?.(u.mods, a.status);
  }

  // ---- zones ---------------------------------------------------------------------------------------------------

  /** Field and aura modifiers for this round (speed and damage taken), from the board at round start. */
  private computeZones(): void {
    const active = this.fields.length > 0 || this.auras > 0;
    // Skipped while no zone exists (most battles, most rounds); once the last timed field has expired the
    // modifiers it left are cleared one more time.
    if (!active && !this.zonesSet) return;
    this.zonesSet = active;
    for (const u of this.units) {
      u.zoneSpeed = 0;
      u.zoneDamageTaken = 0;
    }
    for (const f of this.fields) this.zone(f.status, f.owner.team, f.x, f.y);
    for (const h of this.units) {
      if (!h.alive) continue;
      for (const a of h.statuses) if (a.status.effectType.zone === 'aura') this.zone(a.status, h.team, h.x, h.y);
    }
  }

  private zone(s: CompiledStatus, team: Team, x: number, y: number): void {
    for (const u of this.units) {
      if (!u.alive || distance(u.x, u.y, x, y) > s.radius) continue;
      if (u.team === team) u.zoneDamageTaken -= s.defenseBoost;
      else {
        u.zoneSpeed += s.speedReduce;
        u.zoneDamageTaken += s.damageAmplify;
      }
    }
  }

  /** Each field's damage (to enemies) and healing (to allies) in range, in field then uid order. */
  private tickFields(): void {
    for (const f of this.fields) {
      const s = f.status;
      if (s.damagePerTurn === 0 && s.healPerTurn === 0) continue;
      for (const u of this.units) {
        if (!u.alive || distance(u.x, u.y, f.x, f.y) > s.radius) continue;
        if (u.team !== f.owner.team) {
          if (s.damagePerTurn > 0) this.dealDamage(f.owner, u, permille(u.maxHealth, s.damagePerTurn), s.damageType, 'field', s.id, true);
        } else if (s.healPerTurn > 0) {
          this.heal(f.owner, u, permille(u.maxHealth, s.healPerTurn), 'field', s.id);
        }
      }
    }
  }

  /** Timed fields count down at round end (the built-in ones are all permanent). */
  private ageFields(): void {
    for (let i = 0; i < this.fields.length; i++) {
      const f = this.fields[i]!;
      if (f.remaining < 0 || --f.remaining > 0) continue;
      this.fields.splice(i, 1);
      i--;
      this.log.push({ field: f.id, reason: 'expired', type: 'fieldExpired' });
    }
  }

  // ---- the end -------------------------------------------------------------------------------------------------

  private checkEnd(): boolean {
    if (this.over) return true;
    let alive0 = false;
    let alive1 = false;
    for (const u of this.units) {
      if (!u.alive) continue;
      if (u.team === 0) alive0 = true;
      else alive1 = true;
    }
    if (alive0 && alive1) return false;
    this.finish(alive0 ? 0 : alive1 ? 1 : null, 'wipeout');
    return true;
  }

  /** Turn cap: the team with the larger sum of remaining health shares (permille) wins; equal is a draw. */
  private endAtCap(): void {
    const share = [0, 0];
    for (const u of this.units) if (u.alive) share[u.team]! += Math.floor((u.health * 1000) / u.maxHealth);
    this.finish(share[0]! > share[1]! ? 0 : share[1]! > share[0]! ? 1 : null, 'turnCap');
  }

  private finish(winner: Team | null, reason: EndReason): void {
    this.over = true;
    this.winner = winner;
    this.reason = reason;
    const totals: UnitTotals[] = this.units.map((u) => ({
      alive: u.alive, damageDealt: u.damageDealt, damageTaken: u.damageTaken, healed: u.healed, health: u.health,
      shielded: u.shielded, unit: u.uid,
    }));
    this.log.push({ reason, rounds: this.round, totals, type: 'battleEnd', winner });
  }
}
