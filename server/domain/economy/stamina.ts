import type { StaminaView } from '../../../src/contracts/accounts/stamina';
import { STAMINA_RECOVERY } from '../../../src/content/economy/staminaRecovery';
import { STAMINA_RULES } from '../../../src/content/economy/staminaRules';

/** Stamina tunables. */
export interface StaminaConfig {
  /** Regeneration fills up to this. */
  max: number;
  /** One point comes back every this many seconds while below max. */
  regenIntervalSeconds: number;
  /** Grants (rewards, /recover-stamina) may push stamina above max, but never above this. */
  hardCap: number;
}

/** Defaults: the game's stamina rules (src/content/economy/staminaRules.ts); env may override max and interval. */
export const DEFAULT_STAMINA_CONFIG: StaminaConfig = { ...STAMINA_RULES };

/**
 * Stored stamina: a value as of a moment. No timers: the current value is computed on read. While below max,
 * `asOf` is the moment the last whole point was credited, so a partial interval in progress is never lost.
 */
export interface StaminaRecord {
  value: number;
  asOf: Date;
}

/** Reads STAMINA_MAX and STAMINA_REGEN_SECONDS over the defaults; throws on nonsense at start-up. */
export function staminaConfigFromEnv(env: { STAMINA_MAX?: string | undefined; STAMINA_REGEN_SECONDS?: string | undefined }): StaminaConfig {
  const read = (raw: string | undefined, fallback: number, name: string) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
    return n;
  };
  const max = read(env.STAMINA_MAX, DEFAULT_STAMINA_CONFIG.max, 'STAMINA_MAX');
  return {
    max,
    regenIntervalSeconds: read(env.STAMINA_REGEN_SECONDS, DEFAULT_STAMINA_CONFIG.regenIntervalSeconds, 'STAMINA_REGEN_SECONDS'),
    hardCap: Math.max(max, DEFAULT_STAMINA_CONFIG.hardCap),
  };
}

/** A new account starts full. */
export function newStamina(now: Date, config: StaminaConfig = DEFAULT_STAMINA_CONFIG): StaminaRecord {
  return { value: config.max, asOf: now };
}

/**
 * The record brought up to `now`: whole intervals since `asOf` are credited, up to max. At or above max the
 * clock is idle, so `asOf` moves to `now` (regeneration restarts from the moment stamina drops below max). A
 * clock that went backwards credits nothing and keeps `asOf`.
 */
export function settleStamina(record: StaminaRecord, now: Date, config: StaminaConfig = DEFAULT_STAMINA_CONFIG): StaminaRecord {
  if (record.value >= config.max) return { value: record.value, asOf: now.getTime() > record.asOf.getTime() ? now : record.asOf };
  const intervalMs = config.regenIntervalSeconds * 1000;
  const elapsed = Math.max(0, now.getTime() - record.asOf.getTime());
  const ticks = Math.floor(elapsed / intervalMs);
  const value = record.value + ticks;
  if (value >= config.max) return { value: config.max, asOf: now };
  return { value, asOf: new Date(record.asOf.getTime() + ticks * intervalMs) };
}

/** Current stamina at `now`. */
export function staminaAt(record: StaminaRecord, now: Date, config: StaminaConfig = DEFAULT_STAMINA_CONFIG): number {
  return settleStamina(record, now, config).value;
}

/** Not enough stamina, and when there will be. */
export interface InsufficientStamina {
  error: 'insufficient_stamina';
  current: number;
  needed: number;
  /** When regeneration alone will have brought stamina to `needed` (null if `needed` is above max). */
  availableAt: Date | null;
}

/** When a settled record reaches `target` by regeneration alone (null if never: target above max). */
function reachesAt(settled: StaminaRecord, target: number, config: StaminaConfig): Date | null {
  if (settled.value >= target) return settled.asOf;
  if (target > config.max) return null;
  return new Date(settled.asOf.getTime() + (target - settled.value) * config.regenIntervalSeconds * 1000);
}

/**
 * Spends `cost` points at `now`, returning the record to store, or why not. In the database this is one
 * transaction: `SELECT ... FOR UPDATE` the row, compute with this function, write it back.
 */
export function spendStamina(
  record: StaminaRecord,
  cost: number,
  now: Date,
  config: StaminaConfig = DEFAULT_STAMINA_CONFIG,
): { ok: true; record: StaminaRecord } | ({ ok: false } & InsufficientStamina) {
  if (!Number.isInteger(cost) || cost <= 0) throw new RangeError(`stamina cost must be a positive whole number, got ${cost}`);
  const settled = settleStamina(record, now, config);
  if (settled.value < cost) {
    return { ok: false, error: 'insufficient_stamina', current: settled.value, needed: cost, availableAt: reachesAt(settled, cost, config) };
  }
  const value = settled.value - cost;
  // Spending from at/above max starts the regeneration clock now; below max the partial interval carries on.
  const asOf = settled.value >= config.max ? now : settled.asOf;
  return { ok: true, record: { value, asOf } };
}

/** Adds `amount` points (a reward or /recover-stamina), allowed above max up to the hard cap. */
export function grantStamina(record: StaminaRecord, amount: number, now: Date, config: StaminaConfig = DEFAULT_STAMINA_CONFIG): StaminaRecord {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`stamina grant must be a positive whole number, got ${amount}`);
  const settled = settleStamina(record, now, config);
  const value = Math.min(config.hardCap, settled.value + amount);
  return { value, asOf: value >= config.max ? now : settled.asOf };
}

/** What the client shows: current, max, and when the next point and a full bar arrive. */
export function staminaView(record: StaminaRecord, now: Date, config: StaminaConfig = DEFAULT_STAMINA_CONFIG): StaminaView {
  const settled = settleStamina(record, now, config);
  const below = settled.value < config.max;
  return {
    current: settled.value,
    max: config.max,
    regenIntervalSeconds: config.regenIntervalSeconds,
    nextPointAt: below ? new Date(settled.asOf.getTime() + config.regenIntervalSeconds * 1000).toISOString() : null,
    fullAt: below ? (reachesAt(settled, config.max, config)?.toISOString() ?? null) : null,
    recovery: { priceGameCoin: STAMINA_RECOVERY.priceGameCoin, stamina: STAMINA_RECOVERY.stamina },
  };
}
