import type { CompiledStatus } from './statuses/compiled';
import type { CombatStats, EffectCause } from './events';
import type { DamageType, Element, Family, SkillSpec, Team, UnitCard } from './types';

/** One status on a unit. */
export interface ActiveStatus {
  status: CompiledStatus;
  /** Holder turns left; -1 permanent. */
  remaining: number;
  /** Shield points left (shield statuses). */
  points: number;
  source: number | null;
  /** Global application sequence; a status applied after the holder's turn began is not counted down that turn. */
  seq: number;
}

/** Sums of all status modifiers on a unit, in permille deltas; rebuilt whenever its statuses change. */
export class Modifiers {
  attack = 0;
  magic = 0;
  defense = 0;
  magicResistance = 0;
  speed = 0;
  /** Extra damage taken. */
  damageTaken = 0;
  /** Extra damage dealt. */
  damageDealt = 0;
  critChance = 0;
  missChance = 0;
  /** Status id that stops the unit acting, or null. */
  disabledBy: string | null = null;
  feared = false;
  rooted = false;
  silenced = false;

  /** Back to no modifiers. */
  reset(): void {
    this.attack = 0;
    this.magic = 0;
    this.defense = 0;
    this.magicResistance = 0;
    this.speed = 0;
    this.damageTaken = 0;
    this.damageDealt = 0;
    this.critChance = 0;
    this.missChance = 0;
    this.disabledBy = null;
    this.feared = false;
    this.rooted = false;
    this.silenced = false;
  }
}

/** A unit during a battle (mutable; owned by one Battle). */
export interface UnitState extends CombatStats {
  uid: number;
  team: Team;
  card: UnitCard;
  level: number;
  families: readonly Family[];
  baseElement: Element;
  element: Element;
  /** `element`'s index in ELEMENTS, always set with it (the hit looks the matchup up by index). */
  elementIndex: number;
  x: number;
  y: number;
  alive: boolean;
  /** Extra damage (permille) on element advantage, from the elemental synergy. */
  elementalBonus: number;
  statuses: ActiveStatus[];
  skills: readonly SkillSpec[];
  cooldowns: number[];
  mods: Modifiers;
  /** Zone (field and aura) modifiers, recomputed at each round start. */
  zoneSpeed: number;
  zoneDamageTaken: number;
  /** Aura statuses this unit holds (the round-start aura scan skips units holding none). */
  auras: number;
  /** Statuses with a per-turn tick this unit holds (its turn skips the tick pass while none). */
  ticking: number;
  /** Statuses with shield points left this unit holds (a hit skips the shield pass while none). */
  shields: number;
  /** Global status sequence when this unit's current turn began. */
  turnSeq: number;
  damageDealt: number;
  damageTaken: number;
  healed: number;
  shielded: number;
}

/** What a status or skill needs from the running battle. */
export interface BattleHost {
  /** All units of the battle, by uid. */
  readonly units: readonly UnitState[];
  /** Deals already-mitigated or raw damage; `mitigate` applies defence/resistance by damage type. */
  dealDamage(source: UnitState | null, target: UnitState, raw: number, damageType: DamageType, cause: EffectCause, causeId: string | null, mitigate: boolean): void;
  /** Restores health up to max. */
  heal(source: UnitState | null, target: UnitState, amount: number, cause: EffectCause, causeId: string | null): void;
  /**
   * Puts a status on a unit (refreshing it if present); `points` overrides a shield's points. The status is its id,
   * or the status itself as the battle's table holds it (looked up once per battle instead of per application).
   */
  applyStatus(source: UnitState | null, target: UnitState, status: string | CompiledStatus, points?: number): void;
}

/** The unit that applied a status (dead or alive: like a field's owner, it keeps the credit), or null. */
export function statusSource(host: BattleHost, active: ActiveStatus): UnitState | null {
  return active.source === null ? null : host.units[active.source] ?? null;
}
