import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMe } from '../../services/session/useMe';
import { TON_CHECK_IN_ANCHOR } from '../../services/wallets/ton/tonCheckInAnchor';
import { SignInMethods } from './parts/SignInMethods';
import { useFinishSignIn } from './parts/useFinishSignIn';
import { WalletExplainer } from './wallet/WalletExplainer';
import './parts/account.css';
import './wallet/wallet.css';

// Each wallet library loads only here, in its own chunk, once the screen opens (docs/WALLETS.md, "Bundle").
const TonWalletPanel = lazy(() => import('./wallet/TonWalletPanel'));
const EvmWalletPanel = lazy(() => import('./wallet/EvmWalletPanel'));

/**
 * /wallet-login: sign in with a TON wallet (TON Connect, ton_proof) or an EVM wallet on Core (web3-onboard,
 * Sign-In with Ethereum), with a short guide for a player who has never used a wallet. Signed in, the wallet is
 * linked to the current account instead.
 */
export default function WalletLoginScreen() {
  const { t } = useTranslation('wallet');
  const me = useMe();
  const { hash } = useLocation();
  // From the lobby's check-in pill: connecting the linked wallet again (a new device) comes back here to sign.
  const checkInHash = `#${TON_CHECK_IN_ANCHOR}`;
  const finish = useFinishSignIn(me.data ? (hash === checkInHash ? `/wallet-login${checkInHash}` : '/setting') : '/main');
  const loading = <p className="loading" role="status">{t('login.loadingWallets')}</p>;
  return (
    <>
      <h1>{me.data ? t('login.linkTitle') : t('login.title')}</h1>
      <p className="muted">{me.data ? t('login.linkIntro', { name: me.data.account.displayName }) : t('login.intro')}</p>
      <div className="wallet-panels">
        <Suspense fallback={loading}>
          <TonWalletPanel onSignedIn={finish} linking={Boolean(me.data)} checkIn={me.data?.identities.some((identity) => identity.kind === 'ton_wallet') ?? false} />
        </Suspense>
        <Suspense fallback={loading}>
          <EvmWalletPanel onSignedIn={finish} />
        </Suspense>
      </div>
      <WalletExplainer />
      <SignInMethods except="/wallet-login" />
    </>
  );
}
