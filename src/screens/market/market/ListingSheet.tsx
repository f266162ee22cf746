import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardArtPath } from '../../../contracts/art/artPaths';
import type { MarketListing } from '../../../contracts/market';
import { isApiError } from '../../../services/api';
import { useBuyListing } from '../../../services/market';
import { useMe } from '../../../services/session/useMe';
import { useCommitFeedback } from '../../../services/telegram/useCommitFeedback';
import { ConfirmStep } from '../../cards/ConfirmStep';
import { CoinAmount } from './CoinAmount';
import { cardCatalog } from '../../../content';
import { refusalText } from '../../shared/refusalText';
import { MARKET_REFUSAL_NS } from './marketRefusalNs';
import { PricePanel } from './PricePanel';
import { useModalDialog } from '../../shared/useModalDialog';
import { joinWithDots } from '../../shared/joinWithDots';

/**
 * One listing in a sheet: the card, its price and when the listing ends, the card's price facts and chart, and
 * the purchase: the balance before and after shown first, a confirm press pays (one idempotency key per
 * confirmed purchase, so a retry after a lost answer is not charged twice), then the card's arrival.
 */
export function ListingSheet({ listing, onClose }: { listing: MarketListing; onClose: () => void }) {
  const { t, i18n } = useTranslation(['economy', 'units', 'cards']);
  const dialog = useModalDialog();
  const [confirming, setConfirming] = useState(false);
  const [bought, setBought] = useState(false);
  const me = useMe();
  const buy = useBuyListing(() => {
    setConfirming(false);
    setBought(true);
  });
  useCommitFeedback(buy);
  const card = cardCatalog.units.get(listing.cardId);
  const name = t(`units:card.${listing.cardId}.name`);
  const balance = me.data?.balances.game_coin ?? 0;
  const short = !bought && balance < listing.price;
  // A refusal (sold meanwhile, own listing) is final for this listing; a network failure may be retried.
  const refused = isApiError(buy.error) && buy.error.reason !== undefined;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dialog ref={dialog} className="card-sheet market-sheet" aria-labelledby="listing-title" onClose={onClose} onCancel={onClose}>
      <div className="card-sheet-body">
        <button type="button" className="sheet-close" onClick={onClose} aria-label={t('cards:common.close')}>
          ×
        </button>
        <header className={`sheet-head rarity-${listing.rarity}`}>
          <img className={bought ? 'arrived' : undefined} src={cardArtPath(listing.cardId)} alt="" width={128} height={128} />
          <div>
            <h2 id="listing-title">{name}</h2>
            <p className="card-tags">
              <span className={`tag rarity-${listing.rarity}`}>{t(`units:rarity.${listing.rarity}`)}</span>
              <span className={`tag element-${listing.element}`}>{t(`units:element.${listing.element}`)}</span>
              {card ? <span className="tag">{joinWithDots(card.families.map((f) => t(`units:family.${f}`)))}</span> : null}
            </p>
            <p>
              <strong>{t('cards:face.level', { level: listing.level })}</strong>
            </p>
            <p className="sheet-price" data-testid="listing-price">
              <CoinAmount amount={listing.price} />
            </p>
            <p className="small muted">{t('economy:market.buy.ends', { when: when.format(new Date(listing.expiresAt)) })}</p>
          </div>
        </header>
        <section className="buy-panel" aria-live="polite">
          {bought ? (
            <div className="message ok market-done" role="status">
              <p>{t('economy:market.buy.done', { name, level: listing.level })}</p>
              <Link className="button secondary" to="/my-card-list">
                {t('economy:market.buy.toCollection')}
              </Link>
            </div>
          ) : listing.mine ? (
            <p className="message">{t('economy:market.buy.ownListing')}</p>
          ) : (
            <>
              <p data-testid="buy-preview">
                {t('economy:market.buy.preview', { count: balance, balance: number.format(balance), after: number.format(balance - listing.price) })}
              </p>
              {short ? <p className="message error">{t('economy:market.buy.short', { count: listing.price - balance, missing: number.format(listing.price - balance) })}</p> : null}
              {buy.isError ? (
                <p className="message error" role="alert">
                  {refusalText(buy.error, t, MARKET_REFUSAL_NS)}
                </p>
              ) : null}
              <ConfirmStep
                confirming={confirming}
                pending={buy.isPending}
                askLabel={t('economy:market.buy.ask', { price: number.format(listing.price) })}
                confirmLabel={t('economy:market.buy.confirm', { count: listing.price, price: number.format(listing.price) })}
                pendingLabel={t('economy:market.buy.buying')}
                cancelLabel={t('cards:common.cancel')}
                disabled={short || refused}
                onAsk={() => setConfirming(true)}
                onConfirm={() => buy.mutate({ params: { listingId: listing.id }, body: {} })}
                onCancel={() => setConfirming(false)}
              />
            </>
          )}
        </section>
        <PricePanel cardId={listing.cardId} />
      </div>
    </dialog>
  );
}
