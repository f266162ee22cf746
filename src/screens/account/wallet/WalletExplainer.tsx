import { useTranslation } from 'react-i18next';
import { WALLET_GUIDES } from '../../../services/wallets/walletConfig';

/** "What is a wallet": the three facts a newcomer needs before connecting one, and where to get one. */
export function WalletExplainer() {
  const { t } = useTranslation('wallet');
  return (
    <section className="card stack wallet-explainer" aria-labelledby="what-is-a-wallet">
      <h2 id="what-is-a-wallet">{t('login.whatIs.title')}</h2>
      <ul className="wallet-facts">
        <li><span aria-hidden="true">🔑</span> {t('login.whatIs.keys')}</li>
        <li><span aria-hidden="true">✍️</span> {t('login.whatIs.sign')}</li>
        <li><span aria-hidden="true">🛡️</span> {t('login.whatIs.safe')}</li>
      </ul>
      <p className="muted">{t('login.whatIs.getOne')}</p>
      <div className="menu-grid">
        <a href={WALLET_GUIDES.getTonWallet} target="_blank" rel="noreferrer">{t('login.links.ton')}</a>
        <a href={WALLET_GUIDES.getEvmWallet} target="_blank" rel="noreferrer">{t('login.links.evm')}</a>
        <a href={WALLET_GUIDES.whatIsAWallet} target="_blank" rel="noreferrer">{t('login.links.learn')}</a>
      </div>
    </section>
  );
}
