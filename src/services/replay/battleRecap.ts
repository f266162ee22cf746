import type { BattleEvent, DamageType, Team } from '../../engine';

/** One unit's part in a battle, folded from the event stream. */
export interface UnitRecap {
  unit: number;
  team: Team;
  cardId: string;
  /** Damage this unit dealt (shield-absorbed part included, as the engine counts it), by damage type. */
  dealt: Record<DamageType, number>;
  /** Sum of {@link dealt}. */
  dealtTotal: number;
  /** Critical hits landed. */
  crits: number;
  /** Damage taken (shield-absorbed part included). */
  taken: number;
  /** Health restored to this unit. */
  healed: number;
  /** Healing this unit gave (itself included). */
  healingDone: number;
  /** Damage this unit's shields absorbed. */
  shielded: number;
  /** Rounds it started alive. */
  roundsAlive: number;
  alive: boolean;
}

/** The sortable numbers of a recap. */
export const RECAP_METRICS = ['dealtTotal', 'crits', 'taken', 'healed', 'shielded', 'roundsAlive'] as const;
/** One of {@link RECAP_METRICS}. */
export type RecapMetric = (typeof RECAP_METRICS)[number];

/** Per-unit recap of the events so far (a whole battle, or a prefix while it streams or the cursor is earlier). */
export function battleRecap(events: readonly BattleEvent[], upTo = events.length - 1): UnitRecap[] {
  const start = events[0];
  if (!start || start.type !== 'battleStart') return [];
  const recap: UnitRecap[] = start.units.map((u) => ({
    unit: u.unit, team: u.team, cardId: u.cardId, dealt: { physical: 0, magic: 0, true: 0 }, dealtTotal: 0, crits: 0,
    taken: 0, healed: 0, healingDone: 0, shielded: 0, roundsAlive: 0, alive: true,
  }));
  const last = Math.min(upTo, events.length - 1);
  for (let i = 1; i <= last; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'roundStart':
        for (const r of recap) if (r.alive) r.roundsAlive++;
        break;
      case 'damage': {
        const target = recap[e.target]!;
        target.taken += e.amount;
        target.shielded += e.shieldAbsorbed;
        if (e.source !== null) {
          const source = recap[e.source]!;
          source.dealt[e.damageType] += e.amount;
          source.dealtTotal += e.amount;
          if (e.critical) source.crits++;
        }
        break;
      }
      case 'heal':
        recap[e.target]!.healed += e.amount;
        if (e.source !== null) recap[e.source]!.healingDone += e.amount;
        break;
      case 'unitDied':
        recap[e.unit]!.alive = false;
        break;
      default:
        break;
    }
  }
  return recap;
}

/** Units ordered by a metric, highest first (ties by unit id, so the order is stable). */
export function sortRecap(recap: readonly UnitRecap[], metric: RecapMetric): UnitRecap[] {
  return [...recap].sort((a, b) => b[metric] - a[metric] || a.unit - b.unit);
}
