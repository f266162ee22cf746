import type { Battle, JsRoundLoop } from '../battle';
import { distance } from '../board';
import { Rng } from '../rng';
import { RULES } from '../rules';
import { SKILL_EFFECTS, type SkillEffectHandler } from '../skills/effects';
import type { SkillTargetModeHandler } from '../skills/host';
import { SKILL_TARGET_MODES } from '../skills/targetModes';
import type { UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { SkillEffect, SkillSpec } from '../types';
import type { EffectCause } from '../events';
import type { DamageType, Element, RemoveType } from '../types';
import { dealDamage, heal, hit } from './damage';
import { checkEnd, endAtCap } from './ending';
import { ageFields, computeZones, createField, tickFields } from './fields';
import { restoreOpeningSnapshot, takeOpeningSnapshot, type OpeningSnapshot } from './openingSnapshot';
import { applyStatus, countDownStatuses, removeStatuses, setElement, tickStatuses } from './statusOps';
import { chooseTarget, enemyInRange, moveAway, moveToward, moveTowardReachable, nearestEnemy } from './targeting';

// The JS rule code's round loop: the oracle the WebAssembly module is proved equal to (docs/ENGINE.md "The WebAssembly
// playout", stage 2). Only the equivalence tests, the JS trace, the JS playouts (`battleOutcome`, `Playouts`: the
// batch's oracle) and tools import it; Battle reaches it only through `BattleOptions.jsRules`, so a bundle that never
// imports this file (the client's) does not carry it.

const C = RULES.combat;

/** One skill of a unit as its turn casts it: the spec with its target mode, effect handlers and statuses. */
interface SkillCast {
  skill: SkillSpec;
  mode: SkillTargetModeHandler;
  /** mode.usesTarget. */
  usesTarget: boolean;
  /** The effects' handlers, by effect. */
  handlers: SkillEffectHandler<SkillEffect['kind']>[];
  /** The applyStatus effects' statuses from the battle's table, by effect (else null). */
  statuses: (CompiledStatus | null)[];
}

/** The JS rule code's rounds of one opened battle (its turn order, turns, skills and attacks). */
class JsRounds implements JsRoundLoop {
  /**
   * The sort key of the unit at each position of {@link order}: effective speed × 2^32 + (2^32 − 1 − its tie draw),
   * exact in a double (speeds are far below 2^21), so the larger key goes first and one comparison decides. A plain
   * array: a Float64Array this size gets an off-heap buffer, which costs more than the battle's sort.
   */
  private readonly orderKeys: number[] = new Array<number>(2 * RULES.team.maxUnits).fill(0);
  /** This round's sort key of each living unit, by uid (drawn in uid order). */
  private readonly uidKeys: number[] = new Array<number>(2 * RULES.team.maxUnits).fill(0);
  /**
   * The turn order: its first {@link orderLength} entries, the last round's until {@link turnOrder} sorts them
   * again (one slot per unit, in place: nothing is pushed or popped). Speeds rarely tie or change, so last round's
   * order is nearly sorted already and the insertion sort barely moves anything.
   */
  private readonly order: UnitState[] = [];
  private orderLength = 0;
  /** A skill's targets (reused by every cast; effects never keep it). */
  private readonly targets: UnitState[] = [];
  /** Each unit's skills as the turn casts them (by uid, then skill): handlers and statuses looked up once. */
  private readonly casts: SkillCast[][] = [];
  /** The opened state {@link replay} goes back to (taken on its first call). */
  private opening: OpeningSnapshot | null = null;

  constructor(private readonly b: Battle, private readonly moveThenAttack: boolean) {
    for (const u of b.units) {
      this.order.push(u);
      this.casts.push(u.skills.map((skill) => ({
        skill,
        mode: SKILL_TARGET_MODES[skill.target],
        usesTarget: SKILL_TARGET_MODES[skill.target].usesTarget,
        handlers: skill.effects.map((e) => SKILL_EFFECTS[e.kind] as SkillEffectHandler<SkillEffect['kind']>),
        // An unknown id stays an id, so it is refused where it always was: when the skill is cast.
        statuses: skill.effects.map((e) => (e.kind === 'applyStatus' && b.statuses.has(e.status) ? b.statuses.get(e.status) : null)),
      })));
    }
    this.orderLength = b.units.length;
  }

  replay(seed: number): void {
    const b = this.b;
    if (!(b.rng instanceof Rng)) throw new Error('replay is for playouts with the battle RNG');
    if (this.opening === null) {
      if (b.round !== 0) throw new Error('replay starts from a battle not yet played');
      this.opening = takeOpeningSnapshot(b);
    } else {
      restoreOpeningSnapshot(b, this.opening);
      // Every unit lives again: back in the order (any order of them sorts to the same one).
      const units = b.units;
      for (let k = 0; k < units.length; k++) this.order[k] = units[k]!;
      this.orderLength = units.length;
    }
    b.rng.reseed(seed);
    while (!b.over) this.playRound();
  }

  hit(a: UnitState, t: UnitState, type: DamageType, scaling: 'attack' | 'magic', ratio: number, cause: 'attack' | 'skill', causeId: string | null): void {
    hit(this.b, a, t, type, scaling, ratio, cause, causeId);
  }

  dealDamage(source: UnitState | null, target: UnitState, raw: number, type: DamageType, cause: EffectCause, causeId: string | null, mitigate: boolean): void {
    dealDamage(this.b, source, target, raw, type, cause, causeId, mitigate);
  }

  heal(source: UnitState | null, target: UnitState, amount: number, cause: EffectCause, causeId: string | null): void {
    heal(this.b, source, target, amount, cause, causeId);
  }

  applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void {
    applyStatus(this.b, source, target, typeof status === 'string' ? this.b.statuses.get(status) : status, points);
  }

  removeStatuses(target: UnitState, removeType: RemoveType): void {
    removeStatuses(this.b, target, removeType);
  }

  createField(owner: UnitState, statusId: string, x: number, y: number): void {
    createField(this.b, owner, statusId, x, y);
  }

  setElement(unit: UnitState, element: Element): void {
    setElement(this.b, unit, element);
  }

  playRound(): void {
    const b = this.b;
    b.round++;
    computeZones(b);
    const order = this.turnOrder();
    const n = this.orderLength;
    if (b.recording) b.emit({ order: order.slice(0, n).map((u) => u.uid), round: b.round, type: 'roundStart' });
    tickFields(b);
    if (checkEnd(b)) return;
    for (let k = 0; k < n; k++) {
      const u = order[k]!;
      if (!u.alive) continue;
      this.takeTurn(u);
      if (checkEnd(b)) return;
    }
    ageFields(b);
    if (b.round >= C.maxRounds) endAtCap(b);
  }

  /**
   * Living units by effective speed, fastest first, in the first {@link orderLength} entries of the returned
   * array; ties by a fresh RNG draw per unit (uid order), then uid. The keys with the uid are a total order, so
   * the insertion sort of last round's order (in place, no comparator closure) gives the one order any sort would.
   */
  private turnOrder(): UnitState[] {
    const b = this.b;
    const units = b.units;
    const uidKeys = this.uidKeys;
    // The draws are made in uid order, whatever the order is sorted from.
    for (let n = 0; n < units.length; n++) {
      const u = units[n]!;
      if (u.alive) uidKeys[n] = b.speedOf(u) * 4294967296 + (4294967295 - b.rng.nextU32());
    }
    const order = this.order;
    const keys = this.orderKeys;
    let length = 0;
    // Compacts out the units that died since (a slot is written only once it has been read) while sorting.
    for (let k = 0, end = this.orderLength; k < end; k++) {
      const u = order[k]!;
      if (!u.alive) continue;
      const key = uidKeys[u.uid]!;
      let i = length++;
      while (i > 0 && (keys[i - 1]! < key || (keys[i - 1] === key && order[i - 1]!.uid > u.uid))) {
        order[i] = order[i - 1]!;
        keys[i] = keys[i - 1]!;
        i--;
      }
      order[i] = u;
      keys[i] = key;
    }
    this.orderLength = length;
    return order;
  }

  private takeTurn(u: UnitState): void {
    const b = this.b;
    if (b.recording) b.emit({ type: 'turn', unit: u.uid });
    u.turnSeq = b.seq;
    if (u.ticking > 0) {
      tickStatuses(b, u);
      if (!u.alive) return;
    }
    if (u.mods.disabledBy !== null) {
      if (b.recording) b.emit({ status: u.mods.disabledBy, type: 'turnSkipped', unit: u.uid });
    } else this.act(u);
    if (!u.alive) return;
    if (u.statuses.length > 0) countDownStatuses(b, u);
    const cd = u.cooldowns;
    for (let i = 0; i < cd.length; i++) if (cd[i]! > 0) cd[i]!--;
  }

  /** A turn's action: flee when feared, else the first ready skill with targets, else attack or step closer. */
  private act(u: UnitState): void {
    const b = this.b;
    if (u.mods.feared) {
      const threat = nearestEnemy(b, u);
      if (!u.mods.rooted && threat) moveAway(b, u, threat);
      return;
    }
    // The card's target is chosen only once something needs it (choosing changes nothing, so when is free).
    let target: UnitState | null | undefined;
    if (!u.mods.silenced) {
      const casts = this.casts[u.uid]!;
      const cooldowns = u.cooldowns;
      for (let i = 0; i < casts.length; i++) {
        if (cooldowns[i] !== 0) continue;
        const cast = casts[i]!;
        const skill = cast.skill;
        const targets = this.targets;
        // Setting an array's length is a runtime call; popping is inlined (it is only non-empty after a cast).
        while (targets.length > 0) targets.pop();
        if (cast.usesTarget && target === undefined) target = chooseTarget(b, u);
        cast.mode.select(b, u, skill, cast.usesTarget ? target! : null, targets);
        if (targets.length === 0) continue;
        cooldowns[i] = skill.cooldown;
        if (b.recording) b.emit({ skill: skill.id, targets: targets.map((t) => t.uid), type: 'skillCast', unit: u.uid });
        const effects = skill.effects;
        const handlers = cast.handlers;
        const statuses = cast.statuses;
        for (let k = 0; k < effects.length; k++) handlers[k]!.apply(b, u, targets, effects[k] as never, skill, statuses[k]!);
        return;
      }
    }
    if (target === undefined) target = chooseTarget(b, u);
    if (!target) return;
    if (distance(u.x, u.y, target.x, target.y) <= u.card.range) {
      this.attack(u, target);
      return;
    }
    if (!u.mods.rooted && moveToward(b, u, target)) {
      // Closing in costs no tempo: otherwise whoever walks into range hands the first blow to whoever waits.
      if (this.moveThenAttack && distance(u.x, u.y, target.x, target.y) <= u.card.range) this.attack(u, target);
      return;
    }
    // Rooted, or the target is walled in: hit whoever is in reach, else walk towards an enemy that can be reached.
    const other = enemyInRange(b, u);
    if (other) this.attack(u, other);
    else if (!u.mods.rooted) moveTowardReachable(b, u, target);
  }

  private attack(u: UnitState, target: UnitState): void {
    const b = this.b;
    const miss = u.mods.missChance > 0 && b.rng.chance(Math.min(u.mods.missChance, C.maxMissChance));
    if (b.recording) b.emit({ missed: miss, target: target.uid, type: 'attack', unit: u.uid });
    if (!miss) b.hit(u, target, u.card.attackType, u.card.attackType === 'physical' ? 'attack' : 'magic', 1000, 'attack', null);
  }
}

/**
 * The JS rule code (`BattleOptions.jsRules`): a battle given it plays its rounds here instead of on the WebAssembly
 * module. For the oracle only: the equivalence tests, the JS trace, the JS playouts and tools.
 */
export function jsRules(battle: Battle, moveThenAttack: boolean): JsRoundLoop {
  return new JsRounds(battle, moveThenAttack);
}
