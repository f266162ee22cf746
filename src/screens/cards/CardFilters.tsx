import { useTranslation } from 'react-i18next';
import { ELEMENTS, FAMILIES, RARITIES } from '../../engine';
import type { CollectionQuery } from './collection';
import { FilterSelect } from './FilterSelect';

const SORTS = ['level', 'rarity', 'power'] as const;

/** The grid's search box, family / element / rarity filters and sort; each change applies at once. */
export function CardFilters({ query, onChange }: { query: CollectionQuery; onChange: (next: CollectionQuery) => void }) {
  const { t } = useTranslation(['cards', 'units']);
  return (
    <div className="card-filters" role="search">
      <input
        type="text"
        className="card-search"
        value={query.search}
        placeholder={t('cards:filters.search')}
        aria-label={t('cards:filters.search')}
        onChange={(e) => onChange({ ...query, search: e.target.value })}
      />
      <FilterSelect label={t('cards:filters.family')} value={query.family} values={FAMILIES} allLabel={t('cards:filters.allFamilies')} word={(f) => t(`units:family.${f}`)} onChange={(family) => onChange({ ...query, family })} />
      <FilterSelect label={t('cards:filters.element')} value={query.element} values={ELEMENTS} allLabel={t('cards:filters.allElements')} word={(e) => t(`units:element.${e}`)} onChange={(element) => onChange({ ...query, element })} />
      <FilterSelect label={t('cards:filters.rarity')} value={query.rarity} values={RARITIES} allLabel={t('cards:filters.allRarities')} word={(r) => t(`units:rarity.${r}`)} onChange={(rarity) => onChange({ ...query, rarity })} />
      <FilterSelect
        label={t('cards:filters.sort')}
        value={query.sort}
        values={SORTS}
        word={(s) => t(`cards:filters.sortBy.${s}`)}
        onChange={(sort) => onChange({ ...query, sort: sort === 'all' ? 'level' : sort })}
      />
    </div>
  );
}
