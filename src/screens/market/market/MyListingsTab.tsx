import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import { MARKET } from '../../../content/economy/market';
import { useCancelListing, useCancelListings, useMyListings } from '../../../services/market';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { CoinAmount } from './CoinAmount';
import { refusalText } from '../../shared/refusalText';
import { MARKET_REFUSAL_NS } from './marketRefusalNs';

/**
 * My listings: active ones first (when each ends, cancel one, or tick several and cancel them together), then
 * the latest closed ones with their status; a sold one says what the seller received.
 */
export function MyListingsTab() {
  const { t, i18n } = useTranslation(['economy', 'units', 'cards']);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const mine = useMyListings();
  const cancelOne = useCancelListing();
  const cancelMany = useCancelListings();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  if (mine.isError) return <ApiErrorMessage error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <p className="loading">{t('economy:market.loading')}</p>;
  const listings = mine.data.listings;
  const active = listings.filter((l) => l.status === 'active');
  const chosen = active.filter((l) => picked.has(l.id)).map((l) => l.id);
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (next.size < MARKET.maxBulkCancel) next.add(id);
      return next;
    });
  const bulk = cancelMany.data;
  if (listings.length === 0) return <p className="message">{t('economy:market.mine.empty')}</p>;
  return (
    <>
      {active.length > 0 ? (
        <div className="row mine-bar">
          <button type="button" className="button secondary" onClick={() => setPicked(new Set(active.slice(0, MARKET.maxBulkCancel).map((l) => l.id)))}>
            {t('economy:market.mine.selectAll')}
          </button>
          <button
            type="button"
            className="button danger"
            disabled={chosen.length === 0 || cancelMany.isPending}
            onClick={() => cancelMany.mutate({ body: { listingIds: chosen } }, { onSuccess: () => setPicked(new Set()) })}
          >
            {t('economy:market.mine.cancelSelected', { n: chosen.length })}
          </button>
        </div>
      ) : null}
      {bulk ? (
        <p className={bulk.refused.length === 0 ? 'message ok' : 'message error'} role="status">
          {t('economy:market.mine.bulkDone', { cancelled: bulk.cancelled.length, refused: bulk.refused.length })}
        </p>
      ) : null}
      {cancelOne.isError || cancelMany.isError ? (
        <p className="message error" role="alert">
          {refusalText(cancelOne.error ?? cancelMany.error, t, MARKET_REFUSAL_NS)}
        </p>
      ) : null}
      <ul className="mine-list" data-testid="my-listings">
        {listings.map((l) => {
          const name = t(`units:card.${l.cardId}.name`);
          return (
            <li key={l.id} className={`status-${l.status}`} data-listing-id={l.id} data-status={l.status}>
              {l.status === 'active' ? (
                <input type="checkbox" checked={picked.has(l.id)} onChange={() => toggle(l.id)} aria-label={t('economy:market.mine.select', { name, level: l.level })} />
              ) : null}
              <img src={cardArtPath(l.cardId)} alt="" width={48} height={48} />
              <span className="burn-name">
                <strong>{name}</strong>
                <span className="small muted">
                  {t('cards:face.level', { level: l.level })} · <CoinAmount amount={l.price} />
                </span>
                <span className="small muted">
                  {l.status === 'active'
                    ? t('economy:market.mine.ends', { when: when.format(new Date(l.expiresAt)) })
                    : l.closedAt
                      ? when.format(new Date(l.closedAt))
                      : null}
                </span>
              </span>
              <span className="mine-side">
                <span className={`status-chip status-${l.status}`}>{t(`economy:market.status.${l.status}`)}</span>
                {l.status === 'sold' ? (
                  <span className="mine-net" title={t('economy:market.mine.received')}>
                    <CoinAmount amount={l.sellerNet} sign="+" />
                  </span>
                ) : null}
                {l.status === 'active' ? (
                  <button type="button" className="button secondary small-button" disabled={cancelOne.isPending} onClick={() => cancelOne.mutate({ params: { listingId: l.id } })} aria-label={t('economy:market.mine.cancelOne', { name })}>
                    {t('economy:market.mine.cancel')}
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
