import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleEvent, DamageType } from '../../../engine';
import { battleRecap, RECAP_METRICS, sortRecap, type RecapMetric } from '../../../services/replay/battleRecap';

const DAMAGE_TYPES: readonly DamageType[] = ['physical', 'magic', 'true'];

/**
 * Each unit's part in the battle up to the cursor, as bars sorted by the chosen number (damage dealt split
 * by damage type); picking a unit's name inspects it.
 */
export function RecapPanel({ events, eventIndex, unitName, onSelect }: {
  events: readonly BattleEvent[];
  eventIndex: number;
  unitName(unit: number): string;
  onSelect(unit: number): void;
}) {
  const { t } = useTranslation('battle');
  const [metric, setMetric] = useState<RecapMetric>('dealtTotal');
  const recap = useMemo(() => battleRecap(events, eventIndex), [events, eventIndex]);
  const rows = sortRecap(recap, metric);
  const top = Math.max(1, ...rows.map((r) => r[metric]));
  return (
    <div className="recap">
      <div className="recap-sort" role="radiogroup" aria-label={t('recap.sortBy')}>
        {RECAP_METRICS.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={metric === m} className={`chip${metric === m ? ' active' : ''}`} data-metric={m} onClick={() => setMetric(m)}>
            {t(`recap.metric.${m}`)}
          </button>
        ))}
      </div>
      {metric === 'dealtTotal' && (
        <p className="recap-legend small">
          {DAMAGE_TYPES.map((type) => (
            <span key={type}><span className={`swatch damage-${type}`} aria-hidden="true" />{t(`damageType.${type}`)}</span>
          ))}
        </p>
      )}
      <ol className="recap-rows" aria-label={t(`recap.metric.${metric}`)}>
        {rows.map((r) => (
          <li key={r.unit} className={`recap-row team-${r.team}${r.alive ? '' : ' fallen'}`} data-unit={r.unit} data-value={r[metric]}>
            <button type="button" className="recap-name" onClick={() => onSelect(r.unit)}>{unitName(r.unit)}</button>
            <span className="recap-bar" aria-hidden="true">
              {metric === 'dealtTotal'
                ? DAMAGE_TYPES.map((type) => <span key={type} className={`damage-${type}`} style={{ width: `${(100 * r.dealt[type]) / top}%` }} />)
                : <span className={`metric-${metric}`} style={{ width: `${(100 * r[metric]) / top}%` }} />}
            </span>
            <span
              className="recap-value"
              title={metric === 'dealtTotal' ? t('recap.dealtSplit', { total: r.dealtTotal, physical: r.dealt.physical, magic: r.dealt.magic, true: r.dealt.true }) : undefined}
            >
              {r[metric]}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
