import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET } from '../../../content/economy/market';
import { useCardPrices } from '../../../services/market';
import { formatDate } from '../../shared/formatDate';
import { CoinAmount } from './CoinAmount';

// uPlot is only fetched when a price panel opens: it stays out of the entry and the market's first paint.
const PriceChart = lazy(() => import('./PriceChart'));

/** Price facts of one card: floor of active listings, 30-day median, last sales, and the daily chart. */
export function PricePanel({ cardId }: { cardId: string }) {
  const { t, i18n } = useTranslation('economy');
  const prices = useCardPrices(cardId);
  const data = prices.data;
  const lang = i18n.resolvedLanguage ?? 'en';
  const last = data?.lastSales[0];
  return (
    <section className="price-panel" aria-label={t('market.prices.title')} data-testid="price-panel" aria-busy={!data}>
      <h3>{t('market.prices.title')}</h3>
      {prices.isError ? <p className="message error">{t('market.prices.failed')}</p> : null}
      <dl className="price-facts">
        <div>
          <dt>{t('market.prices.floor')}</dt>
          <dd data-testid="price-floor">{data?.floor == null ? '—' : <CoinAmount amount={data.floor} />}</dd>
          <dd className="small muted">{t('market.prices.listed', { n: data?.activeListings ?? 0 })}</dd>
        </div>
        <div>
          <dt>{t('market.prices.median', { days: MARKET.historyDays })}</dt>
          <dd data-testid="price-median">{data?.median == null ? '—' : <CoinAmount amount={data.median} />}</dd>
        </div>
        <div>
          <dt>{t('market.prices.last')}</dt>
          <dd data-testid="price-last">{last ? <CoinAmount amount={last.price} /> : '—'}</dd>
          {last ? <dd className="small muted">{formatDate(last.at, lang)}</dd> : null}
        </div>
      </dl>
      {data ? (
        data.days.length === 0 ? (
          <p className="muted small price-empty">{t('market.prices.noSales', { days: MARKET.historyDays })}</p>
        ) : (
          <Suspense fallback={<div className="price-chart loading-chart">{t('market.prices.chartLoading')}</div>}>
            <PriceChart days={data.days} />
          </Suspense>
        )
      ) : null}
      {data && data.lastSales.length > 0 ? (
        <details className="last-sales">
          <summary>{t('market.prices.lastSales', { n: data.lastSales.length })}</summary>
          <ul>
            {data.lastSales.map((sale) => (
              <li key={`${sale.at}-${sale.price}`}>
                <CoinAmount amount={sale.price} /> <span className="small muted">{t('market.prices.saleLine', { level: sale.level, when: formatDate(sale.at, lang) })}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
