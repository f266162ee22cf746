import { useTranslation } from 'react-i18next';
import type { SynergyStanding } from '../../rules/teams/teamSynergies';

/** Live counters of all six synergies: the engine's count against each threshold, and what is active. */
export function SynergyPanel({ standings }: { standings: readonly SynergyStanding[] }) {
  const { t } = useTranslation(['cards', 'units']);
  return (
    <section className="card synergy-panel" aria-live="polite" data-testid="synergy-panel">
      <h2>{t('cards:teams.synergies.title')}</h2>
      <ul>
        {standings.map((s) => {
          const name = t(`units:synergy.${s.synergy}.name`);
          return (
            <li key={s.synergy} className={`synergy-row${s.level > 0 ? ' active' : ''}`} data-synergy={s.synergy} data-count={s.count} data-level={s.level}>
              <span className="synergy-name">{name}</span>
              <span className="synergy-count" aria-label={t('cards:teams.synergies.countLabel', { name, count: s.count, next: s.next ?? s.thresholds.at(-1) })}>
                {s.count}
              </span>
              <span className="synergy-steps" aria-hidden="true">
                {s.thresholds.map((n) => (
                  <span key={n} className={`step${s.count >= n ? ' reached' : ''}`}>{n}</span>
                ))}
              </span>
              <span className="synergy-state small">
                {s.level > 0 ? <strong>{t('cards:teams.synergies.activeLevel', { level: s.level })}</strong> : <span className="muted">{t('cards:teams.synergies.inactive')}</span>}
                {' · '}
                {s.next === null ? t('cards:teams.synergies.maxed') : t('cards:teams.synergies.toNext', { missing: s.next - s.count, level: s.level + 1 })}
              </span>
              <span className="synergy-desc small muted">{t(`units:synergy.${s.synergy}.description`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
