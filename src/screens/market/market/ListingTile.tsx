import { useTranslation } from 'react-i18next';
import type { MarketListing } from '../../../contracts/market';
import { CardFace } from '../../cards/CardFace';
import { CoinAmount } from './CoinAmount';
import { cardCatalog } from '../../../content';

/** One listing in the browse grid: the card's face at the listed level and its price; opens the listing sheet. */
export function ListingTile({ listing, onOpen }: { listing: MarketListing; onOpen: () => void }) {
  const { t } = useTranslation('economy');
  const card = cardCatalog.units.get(listing.cardId);
  if (!card) return null;
  return (
    <div className={`listing-tile${listing.mine ? ' mine' : ''}`} data-listing-id={listing.id} data-card-id={listing.cardId}>
      <CardFace card={card} level={listing.level} copies={1} onOpen={onOpen} />
      <button type="button" className="listing-price" onClick={onOpen}>
        <CoinAmount amount={listing.price} />
        {listing.mine ? <span className="listing-mine small">{t('market.browse.yours')}</span> : null}
      </button>
    </div>
  );
}
