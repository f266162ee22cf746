import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import { useMarketHistory } from '../../../services/market';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { CoinAmount } from './CoinAmount';

/** The player's market history: each sale with what they received (price − fee) and each purchase with what they paid. */
export function HistoryTab() {
  const { t, i18n } = useTranslation(['economy', 'units', 'cards']);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const history = useMarketHistory();
  if (history.isError) return <ApiErrorMessage error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <p className="loading">{t('economy:market.loading')}</p>;
  if (history.data.trades.length === 0) return <p className="message">{t('economy:market.history.empty')}</p>;
  return (
    <ul className="mine-list" data-testid="market-history">
      {history.data.trades.map((trade) => (
        <li key={`${trade.listingId}-${trade.role}`} data-role={trade.role}>
          <img src={cardArtPath(trade.cardId)} alt="" width={48} height={48} />
          <span className="burn-name">
            <strong>{t(`units:card.${trade.cardId}.name`)}</strong>
            <span className="small muted">
              {t('cards:face.level', { level: trade.level })} · {when.format(new Date(trade.at))}
            </span>
            {trade.role === 'sold' ? <span className="small muted">{t('economy:market.history.soldDetail', { price: trade.price, fee: trade.fee })}</span> : null}
          </span>
          <span className="mine-side">
            <span className={`status-chip status-${trade.role}`}>{t(`economy:market.history.${trade.role}`)}</span>
            <span className={trade.role === 'sold' ? 'mine-net' : 'mine-paid'}>
              {trade.role === 'sold' ? <CoinAmount amount={trade.price - trade.fee} sign="+" /> : <CoinAmount amount={trade.price} sign="−" />}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
