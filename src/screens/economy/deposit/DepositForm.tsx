import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits, type Address, type Hex } from 'viem';
import type { DepositSetup } from '../../../contracts/deposits/depositEndpoints';
import { tokenUnits, wholeCoins } from '../../../services/deposits/tokenUnits';
import type { DepositFlow } from '../../../services/deposits/useDepositFlow';
import { CORE_CHAIN } from '../../../services/wallets/walletConfig';

/** The address shortened to its first 4 and last 4 characters (the spec's wallet button). */
function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/**
 * Connect (web3-onboard's modal), switch to Core when the wallet is elsewhere, then amount + one button that
 * approves and deposits; shows the wallet's gold-coin balance and symbol and its CORE for gas, and says what the
 * wallet is asking or why a step failed (SPEC §8's texts).
 */
export function DepositForm({ setup, flow }: { setup: DepositSetup; flow: DepositFlow }) {
  const { t, i18n } = useTranslation('wallet');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const gas = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 4 });
  const [amount, setAmount] = useState('10');
  const { address, flow: state, error } = flow;

  const coins = Number(amount);
  const valid = Number.isInteger(coins) && coins >= 1 && coins <= setup.maxPerDeposit;
  const wholeBalance = flow.goldBalance === undefined ? null : wholeCoins(flow.goldBalance, setup.tokenDecimals);
  const symbol = flow.goldSymbol ?? 'GOLD';
  const enough = wholeBalance === null || wholeBalance >= coins;
  const busy = state.phase === 'approving' || state.phase === 'depositing';

  return (
    <section className="card deposit-form" aria-live="polite" data-wagmi-status={flow.status}>
      <ol className="deposit-steps">
        <li className={address ? 'done' : 'current'}>{t('deposit.steps.connect')}</li>
        <li className={state.phase === 'approving' ? 'current' : state.phase === 'depositing' || state.phase === 'sent' ? 'done' : undefined}>{t('deposit.steps.approve')}</li>
        <li className={state.phase === 'depositing' ? 'current' : state.phase === 'sent' ? 'done' : undefined}>{t('deposit.steps.deposit')}</li>
      </ol>
      {!address ? (
        <button type="button" className="button big" disabled={flow.connecting} onClick={flow.connect}>
          {flow.connecting ? t('deposit.connecting') : t('deposit.connect')}
        </button>
      ) : (
        <>
          <p className="deposit-wallet">
            <span className="badge">{shortAddress(address)}</span>{' '}
            <span className="muted small" data-testid="wallet-balance">
              {wholeBalance === null ? t('deposit.balanceUnknown', { symbol }) : t('deposit.walletBalance', { amount: number.format(wholeBalance), symbol })}
            </span>{' '}
            <span className="muted small" data-testid="gas-balance">
              {flow.coreBalance ? t('deposit.gasBalance', { amount: gas.format(Number(formatUnits(flow.coreBalance.value, flow.coreBalance.decimals))), symbol: flow.coreBalance.symbol }) : null}
            </span>
          </p>
          {!flow.onCore && !busy ? (
            <div className="stack">
              <p className="message error" role="status">{t('deposit.wrongChain', { chain: CORE_CHAIN.label })}</p>
              <button type="button" className="button big" disabled={flow.switching} onClick={() => void flow.switchToCore()}>
                {flow.switching ? t('evm.switching') : t('evm.switch', { chain: CORE_CHAIN.label })}
              </button>
            </div>
          ) : state.phase === 'sent' ? (
            <div className="stack">
              <p className="message ok" role="status">{t('deposit.sent')}</p>
              <button type="button" className="button secondary" onClick={flow.again}>
                {t('deposit.another')}
              </button>
            </div>
          ) : (
            <form
              className="stack"
              onSubmit={(event) => {
                event.preventDefault();
                if (!valid || busy) return;
                void flow.deposit({ depositContract: setup.depositContract as Address, ref: setup.ref as Hex, units: tokenUnits(coins, setup.tokenDecimals) });
              }}
            >
              <label className="deposit-amount">
                <span>{t('deposit.amount.label')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={setup.maxPerDeposit}
                  step={1}
                  value={amount}
                  disabled={busy}
                  onChange={(event) => setAmount(event.target.value)}
                />
                <span className="small muted">{t('deposit.amount.hint', { max: number.format(setup.maxPerDeposit) })}</span>
              </label>
              {!enough ? <p className="message error">{t('deposit.notEnough', { symbol })}</p> : null}
              <button type="submit" className="button big" disabled={!valid || !enough || busy}>
                {state.phase === 'approving'
                  ? t('deposit.approving')
                  : state.phase === 'depositing'
                    ? t('deposit.depositing')
                    : t('deposit.submit', { amount: valid ? number.format(coins) : '…' })}
              </button>
            </form>
          )}
        </>
      )}
      {error ? (
        <p className="message error" role="alert">
          {t(`transaction.errors.${error}`, { chain: CORE_CHAIN.label })}
        </p>
      ) : null}
    </section>
  );
}
