import { useTranslation } from 'react-i18next';
import { WagmiProvider } from 'wagmi';
import type { DepositSetup } from '../../contracts/deposits/depositEndpoints';
import { useDeposits } from '../../services/deposits/depositQueries';
import { useDepositFlow } from '../../services/deposits/useDepositFlow';
import { wagmiConfig } from '../../services/wallets/evm/wagmiConfig';
import { useMe } from '../../services/session/useMe';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { DepositForm } from './deposit/DepositForm';
import { GoldCoinArt } from './deposit/GoldCoinArt';
import { DepositList } from './deposit/DepositList';
import { DepositRefCard } from './deposit/DepositRefCard';
import './deposit/deposit.css';

/**
 * /deposit-gold-coin: bring gold coin from Core into the game. Connect a wallet with web3-onboard (switched to
 * Core), approve and deposit through wagmi with the player's reference, then watch the deposit count its
 * confirmations until the server credits it once. Hidden in iOS store builds (src/app/routes/routeTable.ts).
 */
export default function DepositGoldCoinScreen() {
  const { t, i18n } = useTranslation(['wallet', 'ui']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const me = useMe();
  const setupQuery = useDeposits(false);
  const setup = setupQuery.data;

  if (setupQuery.isError) return <ApiErrorMessage error={setupQuery.error} onRetry={() => void setupQuery.refetch()} />;
  if (!setup) return <p className="loading">{t('wallet:deposit.loading')}</p>;
  return (
    <div className="deposit-screen">
      <header className="deposit-hero">
        <GoldCoinArt />
        <div>
          <h1>{t('wallet:deposit.title')}</h1>
          <p className="muted">{t('wallet:deposit.intro', { confirmations: setup.confirmationsRequired })}</p>
        </div>
      </header>
      {me.data ? (
        <p className="deposit-balance" data-testid="gold-balance">
          {t('wallet:deposit.gameBalance', { count: me.data.balances.gold_coin, amount: number.format(me.data.balances.gold_coin) })}
        </p>
      ) : null}
      {setup.enabled ? (
        <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
          <DepositOnChain setup={setup} />
        </WagmiProvider>
      ) : (
        <>
          <p className="message" role="status">{t('wallet:deposit.off')}</p>
          <DepositList deposits={setup.deposits} required={setup.confirmationsRequired} sentTx={null} />
        </>
      )}
      <p className="small muted">{t('wallet:deposit.noWithdrawals')}</p>
    </div>
  );
}

/** The reference, the wallet form and the deposits list, with the chain flow (wagmi) they share. */
function DepositOnChain({ setup }: { setup: DepositSetup }) {
  const flow = useDepositFlow(setup);
  const sentTx = flow.flow.phase === 'sent' ? flow.flow.txHash : null;
  const watched = useDeposits(sentTx !== null && !setup.deposits.some((d) => d.txHash === sentTx.toLowerCase() && d.status === 'credited'));
  return (
    <>
      <DepositRefCard depositRef={setup.ref} />
      <DepositForm setup={setup} flow={flow} />
      <DepositList deposits={(watched.data ?? setup).deposits} required={setup.confirmationsRequired} sentTx={sentTx} />
    </>
  );
}
