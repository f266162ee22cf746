const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity]];

/** "5 minutes ago" in the player's language: the largest unit that keeps the number under its next step. */
export function timeAgo(iso: string, nowMs: number, language: string): string {
  let value = (new Date(iso).getTime() - nowMs) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
