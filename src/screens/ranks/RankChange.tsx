import { useTranslation } from 'react-i18next';

/** Places moved since yesterday: "▲3" up, "▼2" down, "–" unchanged, "new" when not ranked yesterday. */
export function RankChange({ change }: { change: number | null }) {
  const { t } = useTranslation('modes');
  if (change === null) return <span className="rank-change new" data-change="new">{t('ranks.new')}</span>;
  if (change === 0) return <span className="rank-change same" data-change="0" aria-label={t('ranks.same')}>–</span>;
  return (
    <span className={`rank-change ${change > 0 ? 'up' : 'down'}`} data-change={change} aria-label={t(change > 0 ? 'ranks.up' : 'ranks.down', { places: Math.abs(change) })}>
      {change > 0 ? '▲' : '▼'}{Math.abs(change)}
    </span>
  );
}
