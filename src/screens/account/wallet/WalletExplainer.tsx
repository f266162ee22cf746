import { useTranslation } from 'react-i18next';
import { WALLET_GUIDES } from '../../../services/wallets/walletConfig';
import { WALLET_ICONS, type WalletIconName } from './walletIcons';

/** The guide's facts, each with its icon (keys, signing, safety). */
const FACTS: { key: 'keys' | 'sign' | 'safe'; icon: WalletIconName }[] = [
  { key: 'keys', icon: 'key' },
  { key: 'sign', icon: 'sign' },
  { key: 'safe', icon: 'safe' },
];

/** "What is a wallet": the three facts a newcomer needs before connecting one, and where to get one. */
export function WalletExplainer() {
  const { t } = useTranslation('wallet');
  return (
    <section className="card stack wallet-explainer" aria-labelledby="what-is-a-wallet">
      <h2 id="what-is-a-wallet">{t('login.whatIs.title')}</h2>
      <ul className="wallet-facts">
        {FACTS.map((fact) => (
          <li key={fact.key}>
            <svg className="wallet-fact-icon" viewBox="0 0 512 512" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: WALLET_ICONS[fact.icon] }} />
            <span>{t(`login.whatIs.${fact.key}`)}</span>
          </li>
        ))}
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
