import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenStarsInvoice, openStarsInvoice, PURCHASES_QUERY_KEY, useCreateStarsInvoice, usePurchases } from '../../services/purchases';
import { useSessionActions } from '../../services/session/useMe';
import { refusalText } from '../shared/refusalText';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import '../market/shops/shops.css';
import './parts/account.css';

/**
 * /apple-iap: gold packs for real money. In the iOS app StoreKit sells them (the app sends the signed
 * transaction to POST /api/purchases/apple); inside Telegram the same packs are sold for Stars (an invoice opened
 * in Telegram's payment sheet; the gold arrives when the bot's webhook confirms the charge). Elsewhere the screen
 * lists the packs and says where to buy. The player's purchases are listed with their status.
 */
export default function AppleIapScreen() {
  const { t, i18n } = useTranslation(['economy', 'ui']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const purchases = usePurchases();
  const invoice = useCreateStarsInvoice();
  const client = useQueryClient();
  const { refresh } = useSessionActions();
  const [status, setStatus] = useState<string | null>(null);
  if (purchases.isError) return <ApiErrorMessage error={purchases.error} onRetry={() => void purchases.refetch()} />;
  if (!purchases.data) return <p className="loading">{t('economy:iap.loading')}</p>;
  const { packs, channels } = purchases.data;
  const stars = channels.telegramStars && canOpenStarsInvoice();
  const buyWithStars = (packId: string) => {
    setStatus(null);
    invoice.mutate(
      { body: { packId } },
      {
        onSuccess: async (answer) => {
          const ended = await openStarsInvoice(answer.invoiceLink);
          setStatus(ended);
          if (ended === 'paid') {
            await refresh();
            void client.invalidateQueries({ queryKey: PURCHASES_QUERY_KEY });
          }
        },
      },
    );
  };
  return (
    <>
      <h1>{t('economy:iap.title')}</h1>
      <p className="muted">{stars ? t('economy:iap.introStars') : t('economy:iap.intro')}</p>
      {status ? <p className={status === 'paid' ? 'message ok' : 'message'} role="status">{t(`economy:iap.invoice.${status}`)}</p> : null}
      {invoice.isError ? <p className="message error" role="alert">{refusalText(invoice.error, t, ['economy:iap', 'ui'])}</p> : null}
      <div className="pack-grid" data-testid="packs">
        {packs.map((pack) => (
          <article key={pack.id} className="pack" data-pack-id={pack.id}>
            <span className="pack-coin" aria-hidden="true" />
            <span className="gold">{number.format(pack.gold)}</span>
            <span className="small muted">{t('economy:iap.gold')}</span>
            {stars ? (
              <button type="button" className="button" disabled={invoice.isPending} onClick={() => buyWithStars(pack.id)}>
                {t('economy:iap.buyStars', { stars: number.format(pack.stars) })}
              </button>
            ) : (
              <span className="small">{t('economy:iap.starsPrice', { stars: number.format(pack.stars) })}</span>
            )}
          </article>
        ))}
      </div>
      <p className="small muted">{t('economy:iap.neverExpires')}</p>
      {!stars ? <p className="small muted">{channels.apple ? t('economy:iap.inApp') : t('economy:iap.elsewhere')}</p> : null}
      <section className="card stack">
        <h2>{t('economy:iap.historyTitle')}</h2>
        {purchases.data.purchases.length === 0 ? (
          <p className="muted">{t('economy:iap.none')}</p>
        ) : (
          <ul className="milestone-list">
            {purchases.data.purchases.map((p) => (
              <li key={p.id}>
                <span>{t('economy:iap.historyLine', { gold: number.format(p.gold), channel: t(`economy:iap.channel.${p.channel}`) })}</span>
                <span className="small muted">{when.format(new Date(p.createdAt))}</span>
                <span className="points">{t(`economy:iap.status.${p.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
