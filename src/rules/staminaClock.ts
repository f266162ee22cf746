import type { StaminaView } from '../contracts/accounts/stamina';

/** The clock's tunables: regeneration fills up to `max`, one point every `regenIntervalSeconds` while below it. */
export interface StaminaClock {
  max: number;
  regenIntervalSeconds: number;
}

/**
 * Stored stamina: a value as of a moment. No timers: the current value is computed on read. While below max,
 * `asOf` is the moment the last whole point was credited, so a partial interval in progress is never lost.
 */
export interface StaminaRecord {
  value: number;
  asOf: Date;
}

/**
 * The record brought up to `now`: whole intervals since `asOf` are credited, up to max. At or above max the
 * clock is idle, so `asOf` moves to `now` (regeneration restarts from the moment stamina drops below max). A
 * clock that went backwards credits nothing and keeps `asOf`. The server settles with it before every spend;
 * the client projects the header's countdown with it ({@link projectStamina}), so both count alike.
 */
export function settleStamina(record: StaminaRecord, now: Date, clock: StaminaClock): StaminaRecord {
  if (record.value >= clock.max) return { value: record.value, asOf: now.getTime() > record.asOf.getTime() ? now : record.asOf };
  const intervalMs = clock.regenIntervalSeconds * 1000;
  const elapsed = Math.max(0, now.getTime() - record.asOf.getTime());
  const ticks = Math.floor(elapsed / intervalMs);
  const value = record.value + ticks;
  if (value >= clock.max) return { value: clock.max, asOf: now };
  return { value, asOf: new Date(record.asOf.getTime() + ticks * intervalMs) };
}

/** When a settled record reaches `target` by regeneration alone (null if never: target above max). */
export function staminaReachesAt(settled: StaminaRecord, target: number, clock: StaminaClock): Date | null {
  if (settled.value >= target) return settled.asOf;
  if (target > clock.max) return null;
  return new Date(settled.asOf.getTime() + (target - settled.value) * clock.regenIntervalSeconds * 1000);
}

/** Stamina as it stands at `nowMs`, projected from the server's view without asking the server again. */
export interface ProjectedStamina {
  current: number;
  max: number;
  /** Milliseconds until the next point, or null when stamina does not regenerate (at or above the max). */
  msToNextPoint: number | null;
}

/**
 * The client's side of the clock: the view is turned back into the record it was made from (the last point
 * came one interval before `nextPointAt`) and settled at `nowMs` with the server's own {@link settleStamina}.
 * The server stays the authority (a spend re-checks there), so this only decides what the header shows.
 */
export function projectStamina(view: StaminaView, nowMs: number): ProjectedStamina {
  if (view.nextPointAt === null || view.current >= view.max) return { current: view.current, max: view.max, msToNextPoint: null };
  const intervalMs = view.regenIntervalSeconds * 1000;
  const record = { value: view.current, asOf: new Date(Date.parse(view.nextPointAt) - intervalMs) };
  const settled = settleStamina(record, new Date(Math.max(nowMs, record.asOf.getTime())), view);
  if (settled.value >= view.max) return { current: settled.value, max: view.max, msToNextPoint: null };
  return { current: settled.value, max: view.max, msToNextPoint: settled.asOf.getTime() + intervalMs - nowMs };
}

/** The server's side of the clock: what the client shows (current, max, when the next point and a full bar arrive). */
export function staminaView(record: StaminaRecord, now: Date, clock: StaminaClock, recovery: StaminaView['recovery']): StaminaView {
  const settled = settleStamina(record, now, clock);
  const below = settled.value < clock.max;
  return {
    current: settled.value,
    max: clock.max,
    regenIntervalSeconds: clock.regenIntervalSeconds,
    nextPointAt: below ? new Date(settled.asOf.getTime() + clock.regenIntervalSeconds * 1000).toISOString() : null,
    fullAt: below ? (staminaReachesAt(settled, clock.max, clock)?.toISOString() ?? null) : null,
    recovery: { priceGameCoin: recovery.priceGameCoin, stamina: recovery.stamina },
  };
}
