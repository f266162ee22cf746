import { useCallback, useState } from 'react';
import type { Address, Hex } from 'viem';
import { connectEvmWallet, walletErrorCode, type EvmWallet, type WalletChain } from './evmWallet';
import { depositGoldCoin, tokenBalance } from './depositGoldCoin';

/** Why a wallet step failed, worded by the screen from wallet:deposit.errors.<reason>. */
export type DepositFlowError = 'rejected' | 'no_wallet' | 'reverted' | 'failed';

/** Where the player is in connect → approve → deposit. */
export type DepositFlowState =
  | { phase: 'idle' | 'connecting' }
  | { phase: 'connected' | 'approving' | 'depositing'; wallet: EvmWallet; balance: bigint | null }
  | { phase: 'sent'; wallet: EvmWallet; balance: bigint | null; txHash: Hex };

function reasonOf(error: unknown): DepositFlowError {
  if (walletErrorCode(error) === 4001) return 'rejected';
  if (error instanceof Error && (error.message === 'no_wallet' || error.message === 'reverted')) return error.message;
  if (error instanceof Error && /rejected|denied/i.test(error.message)) return 'rejected';
  return 'failed';
}

/** The deposit screen's wallet flow: connect (switching to Core), then approve and deposit; errors by reason. */
export function useDepositFlow(chain: WalletChain) {
  const [state, setState] = useState<DepositFlowState>({ phase: 'idle' });
  const [error, setError] = useState<DepositFlowError | null>(null);

  const connect = useCallback(async () => {
    setError(null);
    setState({ phase: 'connecting' });
    try {
      const wallet = await connectEvmWallet(chain);
      setState({ phase: 'connected', wallet, balance: null });
      return wallet;
    } catch (e) {
      setError(reasonOf(e));
      setState({ phase: 'idle' });
      return undefined;
    }
  }, [chain]);

  const refreshBalance = useCallback(async (wallet: EvmWallet, token: Address) => {
    try {
      const balance = await tokenBalance(wallet, token);
      setState((s) => ('wallet' in s && s.wallet === wallet ? { ...s, balance } : s));
    } catch {
      // A balance the wallet cannot read is shown as unknown; depositing still works.
    }
  }, []);

  const deposit = useCallback(async (input: { wallet: EvmWallet; token: Address; depositContract: Address; ref: Hex; units: bigint }) => {
    setError(null);
    const { wallet } = input;
    try {
      const txHash = await depositGoldCoin({
        ...input,
        onStep: (step) => {
          if (step !== 'mined') setState((s) => ({ phase: step, wallet, balance: 'balance' in s ? s.balance : null }));
        },
      });
      setState((s) => ({ phase: 'sent', wallet, balance: 'balance' in s ? s.balance : null, txHash }));
      void refreshBalance(wallet, input.token);
    } catch (e) {
      setError(reasonOf(e));
      setState((s) => ({ phase: 'connected', wallet, balance: 'balance' in s ? s.balance : null }));
    }
  }, [refreshBalance]);

  const again = useCallback(() => setState((s) => ('wallet' in s ? { phase: 'connected', wallet: s.wallet, balance: s.balance } : s)), []);

  return { state, error, connect, deposit, refreshBalance, again };
}
