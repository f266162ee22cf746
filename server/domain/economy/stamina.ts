import type { StaminaView } from '../../../src/contracts/accounts/stamina';
import { STAMINA_RECOVERY } from '../../../src/content/economy/staminaRecovery';
import { STAMINA_RULES } from '../../../src/content/economy/staminaRules';
import { staminaView as clockView, settleStamina, staminaReachesAt, type StaminaClock, type StaminaRecord } from '../../../src/rules/staminaClock';

// The clock itself (settle, view, projection) is shared with the client in src/rules/staminaClock.ts.
export { settleStamina, type StaminaRecord } from '../../../src/rules/staminaClock';

/** Stamina tunables: the shared clock's plus the overflow cap of grants. */
export interface StaminaConfig extends StaminaClock {
  /** Grants (rewards, /recover-stamina) may push stamina above max, but never above this. */
  hardCap: number;
}

/** Defaults: the game's stamina rules (src/content/economy/staminaRules.ts); env may override max and interval. */
export const DEFAULT_STAMINA_CONFIG: StaminaConfig = { ...STAMINA_RULES };

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

/** Current stamina at `now` (the shared clock's settle). */
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
    return { ok: false, error: 'insufficient_stamina', current: settled.value, needed: cost, availableAt: staminaReachesAt(settled, cost, config) };
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

/** What the client shows, with the offer of /recover-stamina (the shared clock's `staminaView`). */
export function staminaView(record: StaminaRecord, now: Date, config: StaminaConfig = DEFAULT_STAMINA_CONFIG): StaminaView {
  return clockView(record, now, config, STAMINA_RECOVERY);
}
