import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Hex } from 'viem';
import type { DepositSetup } from '../../../contracts/deposits/depositEndpoints';
import { tokenUnits, wholeCoins } from '../../../services/deposits/tokenUnits';
import type { useDepositFlow } from '../../../services/deposits/useDepositFlow';

/** The address shortened to its first 4 and last 4 characters (the spec's wallet button). */
function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/** Connect, then amount + one button that approves and deposits; each wallet step says what the wallet is asking. */
export function DepositForm({ setup, flow }: { setup: DepositSetup; flow: ReturnType<typeof useDepositFlow> }) {
  const { t, i18n } = useTranslation('wallet');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const [amount, setAmount] = useState('10');
  const { state, error } = flow;
  const wallet = 'wallet' in state ? state.wallet : undefined;
  const token = setup.tokenContract as Address;
  const { refreshBalance } = flow;
  useEffect(() => {
    if (wallet) void refreshBalance(wallet, token);
  }, [wallet, token, refreshBalance]);

  const coins = Number(amount);
  const valid = Number.isInteger(coins) && coins >= 1 && coins <= setup.maxPerDeposit;
  const balance = 'balance' in state ? state.balance : null;
  const wholeBalance = balance === null ? null : wholeCoins(balance, setup.tokenDecimals);
  const enough = wholeBalance === null || wholeBalance >= coins;
  const busy = state.phase === 'connecting' || state.phase === 'approving' || state.phase === 'depositing';

  return (
    <section className="card deposit-form" aria-live="polite">
      <ol className="deposit-steps">
        <li className={wallet ? 'done' : 'current'}>{t('deposit.steps.connect')}</li>
        <li className={state.phase === 'approving' ? 'current' : state.phase === 'depositing' || state.phase === 'sent' ? 'done' : undefined}>{t('deposit.steps.approve')}</li>
        <li className={state.phase === 'depositing' ? 'current' : state.phase === 'sent' ? 'done' : undefined}>{t('deposit.steps.deposit')}</li>
      </ol>
      {!wallet ? (
        <button type="button" className="button big" disabled={busy} onClick={() => void flow.connect()}>
          {state.phase === 'connecting' ? t('deposit.connecting') : t('deposit.connect')}
        </button>
      ) : (
        <>
          <p className="deposit-wallet">
            <span className="badge">{shortAddress(wallet.address)}</span>{' '}
            <span className="muted small" data-testid="wallet-balance">
              {wholeBalance === null ? t('deposit.balanceUnknown') : t('deposit.walletBalance', { amount: number.format(wholeBalance) })}
            </span>
          </p>
          {state.phase === 'sent' ? (
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
                void flow.deposit({ wallet, token, depositContract: setup.depositContract as Address, ref: setup.ref as Hex, units: tokenUnits(coins, setup.tokenDecimals) });
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
              {!enough ? <p className="message error">{t('deposit.notEnough')}</p> : null}
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
          {t(`deposit.errors.${error}`)}
        </p>
      ) : null}
    </section>
  );
}
