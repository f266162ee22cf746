import { useTranslation } from 'react-i18next';
import { SYNERGY_DEFINITIONS, type Family } from '../../engine';

/** A card's families and the synergy each feeds: its bonus and the distinct-card counts that raise it. */
export function FamilySynergies({ families }: { families: readonly Family[] }) {
  const { t } = useTranslation(['cards', 'units']);
  return (
    <ul className="family-list">
      {families.map((family) => {
        const synergy = SYNERGY_DEFINITIONS.find((s) => s.family === family);
        return (
          <li key={family}>
            <strong>{t(`units:family.${family}`)}</strong>
            {synergy ? (
              <>
                {' '}
                <span className="muted">{t(`units:synergy.${synergy.id}.description`)}</span>
                <span className="small thresholds">{t('cards:detail.thresholds', { counts: synergy.thresholds.join(' / ') })}</span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
