/** Midnight UTC of `now`'s day: daily limits and ranking snapshots count UTC days. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Midnight UTC of the next day (when daily limits reset). */
export function nextUtcDayStart(now: Date): Date {
  return new Date(utcDayStart(now).getTime() + 86_400_000);
}

/** `now`'s UTC day as `YYYY-MM-DD` (a SQL date). */
export function utcDayKey(now: Date): string {
  return utcDayStart(now).toISOString().slice(0, 10);
}
