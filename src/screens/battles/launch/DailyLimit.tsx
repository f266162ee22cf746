import { useTranslation } from 'react-i18next';
import type { DailyLimit as DailyLimitView } from '../../../contracts/battles';

/** A mode's daily battles left, with when the count resets (a stat tile of the mode screen). */
export function DailyLimit({ daily }: { daily: DailyLimitView }) {
  const { t, i18n } = useTranslation('modes');
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { hour: '2-digit', minute: '2-digit' }).format(new Date(daily.resetsAt));
  return (
    <div className="mode-stat" data-testid="daily-left" data-left={daily.limit - daily.used}>
      <span className="small muted">{t('daily.title')}</span>
      <strong>{t('daily.left', { left: Math.max(0, daily.limit - daily.used), limit: daily.limit })}</strong>
      <span className="small muted">{t('daily.resets', { time })}</span>
    </div>
  );
}

/** The refusal text when the day's battles are used up, else null. */
export function dailyBlock(daily: DailyLimitView | null | undefined, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  return daily && daily.used >= daily.limit ? t('refusals.daily_limit_reached', { limit: daily.limit }) : null;
}
