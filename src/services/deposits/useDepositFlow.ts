import { useQueryClient } from '@tanstack/react-query';
import { useConnectWallet } from '@web3-onboard/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { erc20Abi, type Address, type Hex } from 'viem';
import { useBalance, useBlockNumber, useConfig, useConnection, useReadContract, useSwitchChain } from 'wagmi';
import type { DepositSetup } from '../../contracts/deposits/depositEndpoints';
import { configureCoreChain, initOnboard, refreshAccountCenter } from '../wallets/evm/initOnboard';
import { GOLD_COIN_ICON } from '../wallets/evm/goldCoinIcon';
import { transactionErrorReason, type TransactionErrorReason } from '../wallets/evm/transactionErrorReason';
import { coreChain, setCoreRpcUrl } from '../wallets/evm/wagmiConfig';
import { depositGoldCoin } from './depositGoldCoin';

/** Where the player is in approve → deposit once a wallet is connected. */
export type DepositPhase = { phase: 'idle' | 'approving' | 'depositing' } | { phase: 'sent'; txHash: Hex };

/**
 * The deposit screen's chain side, all through wagmi: the connected account and its chain (web3-onboard connects,
 * see onboardWagmi.ts), the wallet's gold-coin balance and symbol read from the token and its CORE balance for gas
 * (cached by wagmi, reloaded on every new block, on account change and after a transaction), the switch to Core,
 * and approve + deposit. An account change resets the flow to the new account; a chain change reloads the reads.
 */
export function useDepositFlow(setup: DepositSetup) {
  const onboard = initOnboard(window.location.origin);
  const config = useConfig();
  const queryClient = useQueryClient();
  const [{ connecting }, openOnboard] = useConnectWallet();
  const connection = useConnection();
  const { address, chainId, status } = connection;
  const token = (setup.tokenContract ?? undefined) as Address | undefined;
  const onCore = chainId === coreChain.id;

  useEffect(() => {
    if (setup.rpcUrl) setCoreRpcUrl(setup.rpcUrl);
    configureCoreChain(onboard, { rpcUrl: setup.rpcUrl, goldCoinToken: setup.tokenContract, goldCoinIcon: GOLD_COIN_ICON });
  }, [onboard, setup.rpcUrl, setup.tokenContract]);

  const gold = useReadContract({ chainId: coreChain.id, address: token, abi: erc20Abi, functionName: 'balanceOf', args: address ? [address] : undefined, query: { enabled: Boolean(token && address) } });
  const symbol = useReadContract({ chainId: coreChain.id, address: token, abi: erc20Abi, functionName: 'symbol', query: { enabled: Boolean(token), staleTime: Infinity } });
  const core = useBalance({ chainId: coreChain.id, address, query: { enabled: Boolean(address) } });
  const block = useBlockNumber({ chainId: coreChain.id, watch: Boolean(address) });
  // wagmi builds its query keys anew on each render: the latest are kept so `reload` stays one function.
  const keys = useRef([gold.queryKey, core.queryKey]);
  keys.current = [gold.queryKey, core.queryKey];
  const reload = useCallback(() => {
    for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  useEffect(() => {
    if (block.data !== undefined) reload();
  }, [block.data, reload]);

  const [flow, setFlow] = useState<DepositPhase>({ phase: 'idle' });
  const [error, setError] = useState<TransactionErrorReason | null>(null);
  // Each account starts its own flow: answers of a flow started by the previous account are dropped.
  const generation = useRef(0);
  useEffect(() => {
    generation.current += 1;
    setFlow({ phase: 'idle' });
    setError(null);
  }, [address]);
  useEffect(() => {
    setError(null);
    reload();
  }, [chainId, reload]);

  const switchChain = useSwitchChain();
  const switchToCore = useCallback(async () => {
    setError(null);
    try {
      await switchChain.mutateAsync({ chainId: coreChain.id });
    } catch (e) {
      setError(transactionErrorReason(e));
    }
  }, [switchChain]);

  const deposit = useCallback(
    async (input: { depositContract: Address; ref: Hex; units: bigint }) => {
      if (!address || !token) return;
      const mine = generation.current;
      const current = () => generation.current === mine;
      setError(null);
      try {
        const txHash = await depositGoldCoin({
          ...input,
          config,
          account: address,
          token,
          onStep: (step) => {
            if (step !== 'mined' && current()) setFlow({ phase: step });
          },
        });
        if (current()) setFlow({ phase: 'sent', txHash });
      } catch (e) {
        if (!current()) return;
        setError(transactionErrorReason(e));
        setFlow({ phase: 'idle' });
      } finally {
        // Balances move after a transaction, whatever became of it: wagmi's reads and the account center's.
        reload();
        refreshAccountCenter(onboard);
      }
    },
    [address, token, config, reload, onboard],
  );

  const again = useCallback(() => setFlow({ phase: 'idle' }), []);

  return {
    /** wagmi's connection status (connected, disconnected, connecting, reconnecting). */
    status,
    address,
    onCore,
    connecting,
    connect: () => void openOnboard(),
    switching: switchChain.isPending,
    switchToCore,
    goldBalance: gold.data,
    goldSymbol: symbol.data,
    coreBalance: core.data,
    flow,
    error,
    deposit,
    again,
  };
}

/** What useDepositFlow answers, for the form. */
export type DepositFlow = ReturnType<typeof useDepositFlow>;
