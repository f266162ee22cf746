import { useTranslation } from 'react-i18next';
import { ELEMENTS, FAMILIES, RARITIES } from '../../contracts/cards/cardSet';
import type { CollectionQuery } from './collection';

/** The grid's search box, family / element / rarity filters and sort; each change applies at once. */
export function CardFilters({ query, onChange }: { query: CollectionQuery; onChange: (next: CollectionQuery) => void }) {
  const { t } = useTranslation(['cards', 'units']);
  const set = <K extends keyof CollectionQuery>(key: K, value: CollectionQuery[K]) => onChange({ ...query, [key]: value });
  return (
    <div className="card-filters" role="search">
      <input
        type="text"
        className="card-search"
        value={query.search}
        placeholder={t('cards:filters.search')}
        aria-label={t('cards:filters.search')}
        onChange={(e) => set('search', e.target.value)}
      />
      <label>
        <span className="sr-only">{t('cards:filters.family')}</span>
        <select value={query.family} aria-label={t('cards:filters.family')} onChange={(e) => set('family', e.target.value as CollectionQuery['family'])}>
          <option value="all">{t('cards:filters.allFamilies')}</option>
          {FAMILIES.map((f) => (
            <option key={f} value={f}>
              {t(`units:family.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t('cards:filters.element')}</span>
        <select value={query.element} aria-label={t('cards:filters.element')} onChange={(e) => set('element', e.target.value as CollectionQuery['element'])}>
          <option value="all">{t('cards:filters.allElements')}</option>
          {ELEMENTS.map((el) => (
            <option key={el} value={el}>
              {t(`units:element.${el}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t('cards:filters.rarity')}</span>
        <select value={query.rarity} aria-label={t('cards:filters.rarity')} onChange={(e) => set('rarity', e.target.value as CollectionQuery['rarity'])}>
          <option value="all">{t('cards:filters.allRarities')}</option>
          {RARITIES.map((r) => (
            <option key={r} value={r}>
              {t(`units:rarity.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t('cards:filters.sort')}</span>
        <select value={query.sort} aria-label={t('cards:filters.sort')} onChange={(e) => set('sort', e.target.value as CollectionQuery['sort'])}>
          {(['level', 'rarity', 'power'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`cards:filters.sortBy.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
