import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardArtPath } from '../../contracts/art/artPaths';
import { useBuyFromFragmentStore, useFragmentStore } from '../../services/fragmentStore';
import { formatCountdown } from '../../services/session/formatCountdown';
import { useMe } from '../../services/session/useMe';
import { useCommitFeedback } from '../../services/telegram/useCommitFeedback';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { refusalText } from '../shared/refusalText';
import './shops/shops.css';

/**
 * /fragment-store: today's offer of specific cards for fragments. The offer rotates at 00:00 UTC (a countdown
 * shows when); each card shows its price and how many of the rotation's limit the player bought. One press buys
 * one copy (one idempotency key per purchase, kept for a retry after a lost answer).
 */
export default function FragmentStoreScreen() {
  const { t, i18n } = useTranslation(['economy', 'units', 'cards']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const store = useFragmentStore();
  const me = useMe();
  const buy = useBuyFromFragmentStore();
  useCommitFeedback(buy);
  const [bought, setBought] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const ends = store.data ? new Date(store.data.endsAt).getTime() : 0;
  useEffect(() => {
    if (store.data && now >= ends) void store.refetch();
  }, [now, ends, store]);
  if (store.isError) return <ApiErrorMessage error={store.error} onRetry={() => void store.refetch()} />;
  if (!store.data) return <p className="loading">{t('economy:fragmentStore.loading')}</p>;
  const fragments = me.data?.balances.fragments ?? 0;
  return (
    <>
      <h1>{t('economy:fragmentStore.title')}</h1>
      <section className="card shop-hero">
        <div className="stack">
          <p>{t('economy:fragmentStore.intro')}</p>
          <p className="small muted" data-testid="rotation-countdown">
            {t('economy:fragmentStore.rotates', { time: formatCountdown(ends - now) })}
          </p>
          <p className="small">{t('economy:fragmentStore.balance', { fragments: number.format(fragments) })}</p>
          {store.data.offer.some((item) => fragments < item.priceFragments) ? (
            <Link className="button secondary" to="/my-burn-list">
              {t('economy:fragmentStore.earnMore')}
            </Link>
          ) : null}
        </div>
      </section>
      {bought ? (
        <p className="message ok" role="status" data-testid="bought">
          {t('economy:fragmentStore.bought', { name: t(`units:card.${bought}.name`) })}
        </p>
      ) : null}
      {buy.isError ? (
        <p className="message error" role="alert">
          {refusalText(buy.error, t, ['economy:fragmentStore', 'ui'])}
        </p>
      ) : null}
      <div className="offer-grid" data-testid="offer">
        {store.data.offer.map((item) => {
          const name = t(`units:card.${item.cardId}.name`);
          const soldOut = item.bought >= item.limit;
          return (
            <article key={item.cardId} className={`offer rarity-${item.rarity}${bought === item.cardId ? ' just-bought' : ''}`} data-card-id={item.cardId}>
              <img src={cardArtPath(item.cardId)} alt="" width={256} height={256} />
              <strong>{name}</strong>
              <span className="small muted">{t(`units:rarity.${item.rarity}`)}</span>
              <span className="price">{t('economy:fragmentStore.price', { price: number.format(item.priceFragments) })}</span>
              <span className="small muted" data-testid="limit">
                {t('economy:fragmentStore.limit', { bought: item.bought, limit: item.limit })}
              </span>
              <button
                type="button"
                className="button"
                disabled={buy.isPending || soldOut || fragments < item.priceFragments}
                aria-label={soldOut || fragments < item.priceFragments ? undefined : t('economy:fragmentStore.buyLabel', { name, price: item.priceFragments })}
                onClick={() =>
                  buy.mutate(
                    { body: { rotation: store.data.rotation, cardId: item.cardId } },
                    { onSuccess: () => setBought(item.cardId) },
                  )
                }
              >
                {soldOut ? t('economy:fragmentStore.soldOut') : fragments < item.priceFragments ? t('economy:fragmentStore.tooFew') : t('economy:fragmentStore.buy')}
              </button>
            </article>
          );
        })}
      </div>
      <p className="small muted">{t('economy:fragmentStore.rules')}</p>
    </>
  );
}
