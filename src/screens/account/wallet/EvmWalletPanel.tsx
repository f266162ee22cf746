import { useConnectWallet, useSetChain } from '@web3-onboard/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EIP1193Provider } from 'viem';
import type { SignedIn } from '../../../contracts/accounts/account';
import { initOnboard } from '../../../services/wallets/evm/initOnboard';
import { signInWithEthereum } from '../../../services/wallets/evm/signInWithEthereum';
import { CORE_CHAIN } from '../../../services/wallets/walletConfig';
import { WalletError } from './WalletError';

initOnboard(window.location.origin);

type Phase = { step: 'idle' } | { step: 'signing' } | { step: 'failed'; error: unknown };

/** 0x1234…abcd: the SPEC's 4 + 4 characters. */
function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/**
 * The EVM half of /wallet-login: web3-onboard's modal (agreement, wallet list, connecting, rejection with
 * "try again"), a switch to Core (the wallet adds the chain on 4902; onboard's switch-chain modal when the
 * wallet cannot switch), then Sign-In with Ethereum. One button at a time shows the next step.
 */
export default function EvmWalletPanel({ onSignedIn }: { onSignedIn: (result: SignedIn) => void }) {
  const { t } = useTranslation('wallet');
  const [{ wallet, connecting }, connect, disconnect] = useConnectWallet();
  const [{ connectedChain, settingChain }, setChain] = useSetChain();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const account = wallet?.accounts[0];
  const onCore = connectedChain?.id.toLowerCase() === CORE_CHAIN.id;
  const step = !account ? 0 : !onCore ? 1 : 2;

  const signIn = async () => {
    if (!wallet || !account) return;
    setPhase({ step: 'signing' });
    try {
      onSignedIn(await signInWithEthereum(wallet.provider as unknown as EIP1193Provider, account.address));
      setPhase({ step: 'idle' });
    } catch (error) {
      setPhase({ step: 'failed', error });
    }
  };
  const steps = ['connect', 'switch', 'sign'] as const;

  return (
    <section className="card wallet-panel" aria-labelledby="evm-wallet-title">
      <header>
        <span className="wallet-badge evm" aria-hidden="true">EVM</span>
        <h2 id="evm-wallet-title">{t('evm.title')}</h2>
      </header>
      <p className="muted">{t('evm.body')}</p>
      <ol className="wallet-steps">
        {steps.map((name, index) => (
          <li key={name} className={index < step ? 'done' : undefined} aria-current={index === step ? 'step' : undefined}>
            {t(`evm.steps.${name}`)}
          </li>
        ))}
      </ol>
      {account ? (
        <p className="wallet-status ok">
          {t('evm.connected', { wallet: wallet.label })} <span className="wallet-address" title={account.address}>{shortAddress(account.address)}</span>
        </p>
      ) : null}
      {step === 0 ? (
        <button type="button" className="button" disabled={connecting} onClick={() => void connect()}>
          {connecting ? t('evm.connecting') : t('evm.connect')}
        </button>
      ) : null}
      {step === 1 ? (
        <>
          <p className="wallet-status">{t('evm.wrongChain', { chain: CORE_CHAIN.label })}</p>
          <button type="button" className="button" disabled={settingChain} onClick={() => void setChain({ chainId: CORE_CHAIN.id })}>
            {settingChain ? t('evm.switching') : t('evm.switch', { chain: CORE_CHAIN.label })}
          </button>
        </>
      ) : null}
      {step === 2 && phase.step !== 'failed' ? (
        <button type="button" className="button" disabled={phase.step === 'signing'} onClick={() => void signIn()}>
          {phase.step === 'signing' ? t('evm.signing') : t('evm.signIn')}
        </button>
      ) : null}
      {phase.step === 'failed' ? <WalletError error={phase.error} onRetry={() => void signIn()} /> : null}
      {wallet ? (
        <button type="button" className="button secondary" onClick={() => void disconnect({ label: wallet.label })}>
          {t('evm.disconnect')}
        </button>
      ) : null}
    </section>
  );
}
