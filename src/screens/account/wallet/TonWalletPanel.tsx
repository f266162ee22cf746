import { TonConnectButton, TonConnectUIProvider, useIsConnectionRestored, useTonConnectUI, useTonWallet, type Wallet } from '@tonconnect/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '../../../contracts/accounts/account';
import { hasTonProof, prepareTonProof, signInWithTonProof } from '../../../services/wallets/ton/tonProofSignIn';
import { tonConnectManifestUrl, tonConnectOptions } from '../../../services/wallets/ton/tonConnectOptions';
import { TonCheckIn } from './TonCheckIn';
import { WalletError } from './WalletError';

/** A fresh payload is fetched before the old one (5 minutes) runs out, while nobody is connected. */
const PAYLOAD_REFRESH_MS = 4 * 60 * 1000;

type Phase = { step: 'idle' } | { step: 'signing' } | { step: 'failed'; error: unknown };

function TonSignIn({ onSignedIn, checkIn }: { onSignedIn: (result: SignedIn) => void; checkIn: boolean }) {
  const { t } = useTranslation('wallet');
  const [ui] = useTonConnectUI();
  const wallet = useTonWallet();
  const restored = useIsConnectionRestored();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const finished = useRef(onSignedIn);
  finished.current = onSignedIn;

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () => void prepareTonProof(ui).catch((error: unknown) => setPhase({ step: 'failed', error }));
    if (!ui.connected) {
      refresh();
      timer = setInterval(refresh, PAYLOAD_REFRESH_MS);
    }
    const stop = ui.onStatusChange((connected: Wallet | null) => {
      if (!connected || !hasTonProof(connected)) return;
      clearInterval(timer);
      setPhase({ step: 'signing' });
      signInWithTonProof(connected)
        .then((result) => finished.current(result))
        .catch(async (error: unknown) => {
          setPhase({ step: 'failed', error });
          // A proof is single-use: disconnect so "Try again" connects with a fresh payload.
          await ui.disconnect().catch(() => undefined);
          refresh();
        });
    });
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [ui]);

  const again = async () => {
    setPhase({ step: 'idle' });
    if (ui.connected) await ui.disconnect().catch(() => undefined);
    await prepareTonProof(ui).catch((error: unknown) => setPhase({ step: 'failed', error }));
    await ui.openModal();
  };

  return (
    <>
      <div className="wallet-connect-row" data-testid="ton-connect-button">
        {/* TON Connect UI words its own button in en and ru only: ours opens its modal in every language; once a
            wallet is connected, its button shows the address and the wallet's menu. */}
        {wallet ? (
          <TonConnectButton />
        ) : (
          <button type="button" className="button primary" disabled={!restored} onClick={() => void ui.openModal()}>{t('ton.connect')}</button>
        )}
      </div>
      {phase.step === 'signing' ? <p className="wallet-status" role="status">{t('ton.signingIn')}</p> : null}
      {phase.step === 'failed' ? <WalletError error={phase.error} onRetry={again} /> : null}
      {phase.step === 'idle' && wallet && checkIn ? <TonCheckIn /> : null}
      {phase.step === 'idle' && !wallet && checkIn ? <p className="muted small">{t('ton.checkIn.connectFirst')}</p> : null}
      {phase.step === 'idle' && wallet && !checkIn && !hasTonProof(wallet) ? (
        <>
          <p className="wallet-status">{t('ton.restored')}</p>
          <button type="button" className="button" onClick={again}>{t('ton.signInAgain')}</button>
        </>
      ) : null}
    </>
  );
}

/**
 * The TON half of /wallet-login: TON Connect's button and modal, and sign-in with the wallet's ton_proof (for a
 * signed-in player, `linking`, the proof links the wallet: the last step says so). A signed-in player with a linked
 * TON wallet (`checkIn`) gets the daily check-in once a wallet is connected.
 */
export default function TonWalletPanel({ onSignedIn, checkIn = false, linking = false }: { onSignedIn: (result: SignedIn) => void; checkIn?: boolean; linking?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <section className="card wallet-panel" aria-labelledby="ton-wallet-title">
      <header>
        <span className="wallet-badge ton" aria-hidden="true">TON</span>
        <h2 id="ton-wallet-title">{t('ton.title')}</h2>
      </header>
      <p className="muted">{t('ton.body')}</p>
      <ol className="wallet-steps">
        <li>{t('ton.steps.connect')}</li>
        <li>{t('ton.steps.approve')}</li>
        <li>{t(linking ? 'ton.steps.linked' : 'ton.steps.done')}</li>
      </ol>
      <TonConnectUIProvider manifestUrl={tonConnectManifestUrl(window.location.origin)} {...tonConnectOptions(i18n.resolvedLanguage ?? 'en')}>
        <TonSignIn onSignedIn={onSignedIn} checkIn={checkIn} />
      </TonConnectUIProvider>
    </section>
  );
}
