import { useTranslation } from 'react-i18next';
import { ELEMENTS, FAMILIES, RARITIES, RULES } from '../../../engine';
import { listingSort } from '../../../contracts/market';
import { MARKET } from '../../../content/economy/market';
import type { MarketFilters } from '../../../services/market';
import { FilterSelect } from '../../cards/FilterSelect';

/** The numeric bounds a player may type: level range and price range. */
const RANGES = [
  { from: 'minLevel', to: 'maxLevel', max: RULES.level.max, label: 'level' },
  { from: 'minPrice', to: 'maxPrice', max: MARKET.priceCeiling, label: 'price' },
] as const;

/** A typed bound: a whole number in [lowest, max], or undefined (no bound) for an empty or invalid field. */
function bound(text: string, lowest: number, max: number): number | undefined {
  const n = Number(text);
  return text.trim() === '' || !Number.isInteger(n) || n < lowest || n > max ? undefined : n;
}

/** Browse filters (family, element, rarity, level and price ranges) and sort; each change applies at once. */
export function MarketFilterBar({ filters, onChange }: { filters: MarketFilters; onChange: (next: MarketFilters) => void }) {
  const { t } = useTranslation(['economy', 'cards', 'units']);
  const pick = <K extends 'family' | 'element' | 'rarity'>(key: K) => (value: NonNullable<MarketFilters[K]> | 'all') => onChange({ ...filters, [key]: value === 'all' ? undefined : value });
  return (
    <div className="card-filters market-filters" role="search">
      <FilterSelect label={t('cards:filters.family')} value={filters.family ?? 'all'} values={FAMILIES} allLabel={t('cards:filters.allFamilies')} word={(f) => t(`units:family.${f}`)} onChange={pick('family')} />
      <FilterSelect label={t('cards:filters.element')} value={filters.element ?? 'all'} values={ELEMENTS} allLabel={t('cards:filters.allElements')} word={(e) => t(`units:element.${e}`)} onChange={pick('element')} />
      <FilterSelect label={t('cards:filters.rarity')} value={filters.rarity ?? 'all'} values={RARITIES} allLabel={t('cards:filters.allRarities')} word={(r) => t(`units:rarity.${r}`)} onChange={pick('rarity')} />
      <FilterSelect
        label={t('economy:market.filters.sort')}
        value={filters.sort}
        values={listingSort.options}
        word={(s) => t(`economy:market.sort.${s}`)}
        onChange={(sort) => onChange({ ...filters, sort: sort === 'all' ? 'price_asc' : sort })}
      />
      {RANGES.map((range) => (
        <fieldset key={range.label} className="market-range">
          <legend className="small muted">{t(`economy:market.filters.${range.label}`)}</legend>
          {([range.from, range.to] as const).map((key, i) => (
            <input
              key={key}
              type="number"
              inputMode="numeric"
              min={1}
              max={range.max}
              defaultValue={filters[key] ?? ''}
              placeholder={t(i === 0 ? 'economy:market.filters.from' : 'economy:market.filters.to')}
              aria-label={t(`economy:market.filters.${key}`)}
              onChange={(e) => onChange({ ...filters, [key]: bound(e.target.value, 1, range.max) })}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
