import { useTranslation } from 'react-i18next';
import type { PlayerDeposit } from '../../../contracts/deposits/depositEndpoints';

/** The player's deposits: pending ones with a confirmation bar, credited ones with what they brought. */
export function DepositList({ deposits, required, sentTx }: { deposits: readonly PlayerDeposit[]; required: number; sentTx: string | null }) {
  const { t, i18n } = useTranslation('wallet');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const seen = sentTx ? deposits.some((d) => d.txHash === sentTx.toLowerCase()) : true;
  return (
    <section className="deposit-list">
      <h2>{t('deposit.list.title')}</h2>
      {!seen ? (
        <p className="card deposit-item waiting" data-status="sent">
          <span className="spinner" aria-hidden="true" />
          <span>{t('deposit.list.waitingForChain')}</span>
        </p>
      ) : null}
      {deposits.length === 0 && seen ? <p className="muted">{t('deposit.list.empty')}</p> : null}
      <ul>
        {deposits.map((d) => {
          const confirmations = Math.min(d.confirmations, required);
          return (
            <li key={`${d.txHash}:${d.logIndex}`} className={`card deposit-item ${d.status}`} data-status={d.status} data-tx={d.txHash}>
              {d.status === 'pending' ? (
                <>
                  <strong>{t('deposit.list.pending', { confirmations, required })}</strong>
                  <progress max={Math.max(required, 1)} value={confirmations} aria-label={t('deposit.list.progress')} />
                </>
              ) : d.status === 'credited' ? (
                <strong className="deposit-credited">{t('deposit.list.credited', { count: d.goldCoin, amount: number.format(d.goldCoin) })}</strong>
              ) : (
                <strong>{t('deposit.list.review')}</strong>
              )}
              <span className="small muted deposit-tx" title={d.txHash}>
                {t('deposit.list.tx', { tx: `${d.txHash.slice(0, 10)}…${d.txHash.slice(-6)}`, block: number.format(d.blockNumber) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
