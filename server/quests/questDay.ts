import { nextUtcDayStart, utcDayKey } from '../battles/utcDay';

/** The quest day of `now` (UTC, YYYY-MM-DD), the day before, and when the next begins: quests and streaks turn at UTC midnight. */
export function questDay(now: Date): { day: string; yesterday: string; nextDayAt: Date } {
  return { day: utcDayKey(now), yesterday: utcDayKey(new Date(now.getTime() - 86_400_000)), nextDayAt: nextUtcDayStart(now) };
}
