import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketListing } from '../../../contracts/market';
import { useMarketListings, type MarketFilters } from '../../../services/market';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { browseFilters, DEFAULT_FILTERS } from './browseFilters';
import { ListingSheet } from './ListingSheet';
import { ListingTile } from './ListingTile';
import { MarketFilterBar } from './MarketFilterBar';

/** Browse: filters and sort, a grid of listed cards with prices, "load more" for the next cursor page; when nothing matches, a way to sell. */
export function BrowseTab({ onSell }: { onSell: () => void }) {
  const { t } = useTranslation('economy');
  const [filters, setFilters] = useState<MarketFilters>(DEFAULT_FILTERS);
  const [open, setOpen] = useState<MarketListing | null>(null);
  const listings = useMarketListings(browseFilters(filters));
  const shown = listings.data?.pages.flatMap((page) => page.listings) ?? [];
  return (
    <>
      <MarketFilterBar filters={filters} onChange={setFilters} />
      {listings.isError ? <ApiErrorMessage error={listings.error} onRetry={() => void listings.refetch()} /> : null}
      {listings.isPending ? <p className="loading">{t('market.loading')}</p> : null}
      {listings.isSuccess && shown.length === 0 ? (
        <div className="message market-empty">
          <p>{t('market.browse.empty')}</p>
          <button type="button" className="button secondary" onClick={onSell}>
            {t('market.browse.sell')}
          </button>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <div className="card-grid market-grid" data-testid="market-grid" aria-busy={listings.isFetching}>
          {shown.map((listing) => (
            <ListingTile key={listing.id} listing={listing} onOpen={() => setOpen(listing)} />
          ))}
        </div>
      ) : null}
      {listings.hasNextPage ? (
        <p className="next-step">
          <button type="button" className="button secondary" disabled={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()}>
            {listings.isFetchingNextPage ? t('market.loading') : t('market.browse.more')}
          </button>
        </p>
      ) : null}
      {open ? <ListingSheet key={open.id} listing={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
