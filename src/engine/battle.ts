import { distance } from './board';
import { checkEnd, endAtCap } from './combat/ending';
import { ageFields, computeZones, tickFields } from './combat/fields';
import { deploy, openBattle } from './combat/opening';
import { restoreOpeningSnapshot, takeOpeningSnapshot, type OpeningSnapshot } from './combat/openingSnapshot';
import { countDownStatuses, tickStatuses } from './combat/statusOps';
import { chooseTarget, enemyInRange, moveAway, moveToward, moveTowardReachable, nearestEnemy } from './combat/targeting';
import { BattleWorld } from './combat/world';
import type { BattleEvent } from './events';
import { hashEvents } from './hash';
import type { StreamHasher } from './hashing/streamHashers';
import { validateBattleInput } from './input';
import { Rng, type BattleRandom } from './rng';
import { RULES } from './rules';
import { SKILL_EFFECTS, type SkillEffectHandler } from './skills/effects';
import type { SkillTargetModeHandler } from './skills/host';
import { SKILL_TARGET_MODES } from './skills/targetModes';
import type { UnitState } from './state';
import { statusRegistry as defaultStatuses } from './statuses/catalog';
import type { CompiledStatus } from './statuses/compiled';
import type { StatusRegistry } from './statuses/registry';
import type { Synergy } from './synergies/registry';
import type { BattleCatalog, BattleInput, SkillEffect, SkillSpec } from './types';
import { rulesVersionSpec } from './versions';

/** Optional replacements for the rule tables and the RNG (tests use them; battles use the defaults). */
export interface BattleOptions {
  statuses?: StatusRegistry;
  synergies?: readonly Synergy[];
  /** Draws instead of sfc32 seeded from the input (testing/fixedRolls.ts); a real battle never sets it. */
  rng?: BattleRandom;
  /**
   * Compute the battle hash as events are produced (its rules version's algorithm), for {@link Battle.hash}.
   * Without it the hash is computed from the log on demand.
   */
  hash?: boolean;
  /**
   * Keep the event log (default true). False plays for the outcome only (`winner`, `reason`, `round`): nothing is
   * kept, `next()` returns empty chunks, and `hash` cannot be combined with it. Used by {@link battleOutcome}.
   */
  record?: boolean;
}

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

// Every event object the engine emits is written with its keys in sorted order, so JSON.stringify of the event
// stream is already canonical JSON and the compact encoding needs no sort (hash.ts relies on this; tests/golden
// and hash.test.ts check it).

/**
 * One battle as a state machine: the round loop. `next()` returns the next chunk of events: first the opening
 * (battle start, synergies), then one round per call; the chunk that ends the battle ends with battleEnd. All
 * state, the RNG included, lives in this object (see combat/world.ts), so a battle is a pure function of its
 * input. Targeting and movement, damage and healing, status operations, fields and zones live in combat/.
 */
export class Battle extends BattleWorld {
  private readonly synergies: readonly Synergy[];
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
  private started = false;
  private emitted = 0;
  /** The hasher to start once the opening (whose battleStart goes first) is complete. */
  private readonly openingHasher: StreamHasher | null;
  /** Whether a unit that steps into range attacks in the same turn (rules version 3 on). */
  private readonly moveThenAttack: boolean;
  /** The opened state {@link replay} goes back to (taken on its first call). */
  private opening: OpeningSnapshot | null = null;

  constructor(private readonly input: BattleInput, catalog: BattleCatalog, options: BattleOptions = {}) {
    catalog = catalog.olderVersions?.get(input.rulesVersion) ?? catalog;
    validateBattleInput(input, catalog);
    super(options.rng ?? new Rng(input.seed), options.statuses ?? defaultStatuses);
    const spec = rulesVersionSpec(input.rulesVersion)!;
    this.synergies = options.synergies ?? catalog.synergies ?? spec.synergies;
    this.openingHasher = options.hash ? spec.createHasher() : null;
    this.moveThenAttack = spec.moveThenAttack;
    if (options.record === false) {
      if (options.hash) throw new Error('a battle hashed as it plays must record its events');
      this.recording = false;
    }
    deploy(this, input, catalog, spec.closeFrontGap);
    this.orderLength = this.units.length;
    for (const u of this.units) {
      this.order.push(u);
      this.casts.push(u.skills.map((skill) => ({
        skill,
        mode: SKILL_TARGET_MODES[skill.target],
        usesTarget: SKILL_TARGET_MODES[skill.target].usesTarget,
        handlers: skill.effects.map((e) => SKILL_EFFECTS[e.kind] as SkillEffectHandler<SkillEffect['kind']>),
        // An unknown id stays an id, so it is refused where it always was: when the skill is cast.
        statuses: skill.effects.map((e) => (e.kind === 'applyStatus' && this.statuses.has(e.status) ? this.statuses.get(e.status) : null)),
      })));
    }
  }

  /**
   * The battle hash of the events so far (the battle identity once it is over): incremental with the `hash`
   * option, else computed from the log (same value).
   */
  hash(): string {
    if (this.hasher !== null) return this.hasher.digest();
    return hashEvents(this.log, this.input.rulesVersion);
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

  /**
   * Playout mode only: the same teams again under another seed, played to the end. The opening (deployment and
   * synergies, which draw nothing) is restored from a snapshot instead of being redone, so a batch of playouts
   * validates, deploys and allocates units once; the battle played is exactly `new Battle({ ...input, seed })`'s.
   */
  replay(seed: number): void {
    if (this.recording || !(this.rng instanceof Rng)) throw new Error('replay is for playouts with the battle RNG');
    if (this.opening === null) {
      if (!this.started) this.open();
      if (this.round !== 0) throw new Error('replay starts from a battle not yet played');
      this.opening = takeOpeningSnapshot(this);
    } else {
      restoreOpeningSnapshot(this, this.opening);
      // Every unit lives again: back in the order (any order of them sorts to the same one).
      const units = this.units;
      for (let k = 0; k < units.length; k++) this.order[k] = units[k]!;
      this.orderLength = units.length;
    }
    this.rng.reseed(seed);
    while (!this.over) this.playRound();
  }

  private open(): void {
    this.started = true;
    openBattle(this, this.input, this.synergies);
    // battleStart is put first after the synergies have taken effect, so the opening is hashed once complete.
    const hasher = this.openingHasher;
    if (hasher !== null) {
      for (const e of this.log) hasher.add(e);
      this.hasher = hasher;
    }
  }

  private playRound(): void {
    this.round++;
    computeZones(this);
    const order = this.turnOrder();
    const n = this.orderLength;
    if (this.recording) this.emit({ order: order.slice(0, n).map((u) => u.uid), round: this.round, type: 'roundStart' });
    tickFields(this);
    if (checkEnd(this)) return;
    for (let k = 0; k < n; k++) {
      const u = order[k]!;
      if (!u.alive) continue;
      this.takeTurn(u);
      if (checkEnd(this)) return;
    }
    ageFields(this);
    if (this.round >= C.maxRounds) endAtCap(this);
  }

  /**
   * Living units by effective speed, fastest first, in the first {@link orderLength} entries of the returned
   * array; ties by a fresh RNG draw per unit (uid order), then uid. The keys with the uid are a total order, so
   * the insertion sort of last round's order (in place, no comparator closure) gives the one order any sort would.
   */
  private turnOrder(): UnitState[] {
    const units = this.units;
    const uidKeys = this.uidKeys;
    // The draws are made in uid order, whatever the order is sorted from.
    for (let n = 0; n < units.length; n++) {
      const u = units[n]!;
      if (u.alive) uidKeys[n] = this.speedOf(u) * 4294967296 + (4294967295 - this.rng.nextU32());
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
    if (this.recording) this.emit({ type: 'turn', unit: u.uid });
    u.turnSeq = this.seq;
    if (u.ticking > 0) {
      tickStatuses(this, u);
      if (!u.alive) return;
    }
    if (u.mods.disabledBy !== null) {
      if (this.recording) this.emit({ status: u.mods.disabledBy, type: 'turnSkipped', unit: u.uid });
    } else this.act(u);
    if (!u.alive) return;
    if (u.statuses.length > 0) countDownStatuses(this, u);
    const cd = u.cooldowns;
    for (let i = 0; i < cd.length; i++) if (cd[i]! > 0) cd[i]!--;
  }

  /** A turn's action: flee when feared, else the first ready skill with targets, else attack or step closer. */
  private act(u: UnitState): void {
    if (u.mods.feared) {
      const threat = nearestEnemy(this, u);
      if (!u.mods.rooted && threat) moveAway(this, u, threat);
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
        if (cast.usesTarget && target === undefined) target = chooseTarget(this, u);
        cast.mode.select(this, u, skill, cast.usesTarget ? target! : null, targets);
        if (targets.length === 0) continue;
        cooldowns[i] = skill.cooldown;
        if (this.recording) this.emit({ skill: skill.id, targets: targets.map((t) => t.uid), type: 'skillCast', unit: u.uid });
        const effects = skill.effects;
        const handlers = cast.handlers;
        const statuses = cast.statuses;
        for (let k = 0; k < effects.length; k++) handlers[k]!.apply(this, u, targets, effects[k] as never, skill, statuses[k]!);
        return;
      }
    }
    if (target === undefined) target = chooseTarget(this, u);
    if (!target) return;
    if (distance(u.x, u.y, target.x, target.y) <= u.card.range) {
      this.attack(u, target);
      return;
    }
    if (!u.mods.rooted && moveToward(this, u, target)) {
      // Closing in costs no tempo: otherwise whoever walks into range hands the first blow to whoever waits.
      if (this.moveThenAttack && distance(u.x, u.y, target.x, target.y) <= u.card.range) this.attack(u, target);
      return;
    }
    // Rooted, or the target is walled in: hit whoever is in reach, else walk towards an enemy that can be reached.
    const other = enemyInRange(this, u);
    if (other) this.attack(u, other);
    else if (!u.mods.rooted) moveTowardReachable(this, u, target);
  }

  private attack(u: UnitState, target: UnitState): void {
    const miss = u.mods.missChance > 0 && this.rng.chance(Math.min(u.mods.missChance, C.maxMissChance));
    if (this.recording) this.emit({ missed: miss, target: target.uid, type: 'attack', unit: u.uid });
    if (!miss) this.hit(u, target, u.card.attackType, u.card.attackType === 'physical' ? 'attack' : 'magic', 1000, 'attack', null);
  }
}
