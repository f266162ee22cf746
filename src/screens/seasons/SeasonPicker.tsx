import { useTranslation } from 'react-i18next';
import { useSeasons } from '../../services/seasons';

/** The rating board's season picker: the current season (live board) or a finished one (its final standing). */
export function SeasonPicker({ value, onChange }: { value: number | null; onChange: (season: number | null) => void }) {
  const { t } = useTranslation('seasons');
  const seasons = useSeasons();
  const data = seasons.data;
  return (
    <label className="season-picker">
      <span className="small">{t('season.picker')}</span>
      <select data-testid="season-picker" value={value ?? 'current'} disabled={!data} onChange={(e) => onChange(e.target.value === 'current' ? null : Number(e.target.value))}>
        <option value="current">{data ? t('season.currentOption', { number: data.current.number }) : t('season.currentShort')}</option>
        {data?.past.map((s) => <option key={s.number} value={s.number}>{t('season.number', { number: s.number })}</option>)}
      </select>
    </label>
  );
}
