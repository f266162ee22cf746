import type { Page } from '@playwright/test';
import { injectEip1193Wallet, USER_REJECTED, type WalletAnswer } from '../support/injectEip1193Wallet';

/** The injected hardhat wallet, driven from the test like a player would drive a real one. */
export interface HardhatWallet {
  /** The next prompt of that method (sent `to` that address, when given) answers 4001: the player says no. */
  rejectNext(method: string, to?: string): void;
  /** While the next prompt of that method is open the player switches the wallet to `chainId`: it answers 4901. */
  switchChainOnNext(method: string, chainId: string): void;
  /** The player switches the wallet to another network (emits chainChanged). */
  switchChain(chainId: string): Promise<void>;
  /** The player switches the wallet to another account (emits accountsChanged). */
  switchAccount(address: string): Promise<void>;
  /** The network the wallet is on (hex). */
  chainId(): string;
  /** Every method the page asked, in order. */
  calls: string[];
}

/** Core as the local node runs it. */
const CORE = '0x45c';

/**
 * Puts an EIP-1193 wallet into the page (tests/e2e/support/injectEip1193Wallet.ts) backed by the local hardhat
 * node's unlocked accounts: the wallet keeps its own account and network like a real one (on Core at first, Ethereum
 * known too), answers switches and adds locally, and sends every other JSON-RPC call to the node from the test
 * process, so transactions are really mined. On another network it refuses to send (a real wallet would send there).
 */
export async function injectHardhatWallet(page: Page, options: { rpcUrl: string; account: string }): Promise<HardhatWallet> {
  let intercept: { method: string; to?: string; answer(): WalletAnswer } | null = null;
  const state = { account: options.account, chainId: CORE, added: new Set([CORE, '0x1']) };
  const calls: string[] = [];
  const switched = (chainId: string): WalletAnswer => {
    state.chainId = chainId;
    return { result: null, events: [{ event: 'chainChanged', value: chainId }] };
  };
  const injected = await injectEip1193Wallet(
    page,
    {
      uuid: '6f1a1c5e-0b7d-4d4e-9a53-7a1f3c0d2b11',
      name: 'Hardhat Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Ccircle cx="4" cy="4" r="4" fill="%23f5c451"/%3E%3C/svg%3E',
      rdns: 'test.tcg.hardhat',
    },
    async (method, params) => {
      calls.push(method);
      const to = (params[0] as { to?: string } | undefined)?.to?.toLowerCase();
      if (intercept && intercept.method === method && (!intercept.to || intercept.to === to)) {
        const { answer } = intercept;
        intercept = null;
        return answer();
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { result: [state.account] };
        case 'eth_chainId':
          return { result: state.chainId };
        case 'net_version':
          return { result: String(parseInt(state.chainId, 16)) };
        case 'wallet_getPermissions':
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return { result: [{ parentCapability: 'eth_accounts' }] };
        case 'wallet_switchEthereumChain': {
          const chainId = (params[0] as { chainId: string }).chainId.toLowerCase();
          if (!state.added.has(chainId)) return { error: { code: 4902, message: `Unrecognized chain ID "${chainId}".` } };
          return switched(chainId);
        }
        case 'wallet_addEthereumChain': {
          const chainId = (params[0] as { chainId: string }).chainId.toLowerCase();
          state.added.add(chainId);
          return switched(chainId);
        }
        case 'eth_sendTransaction':
          if (state.chainId !== CORE) return { error: { code: 4901, message: 'The wallet is not on this chain' } };
          params[0] = { ...((params[0] ?? {}) as Record<string, unknown>), from: state.account };
          break;
        default:
          if (state.chainId !== CORE) return { error: { code: 4901, message: 'The wallet is not on this chain' } };
      }
      const answer = await fetch(options.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return (await answer.json()) as WalletAnswer;
    },
  );
  return {
    rejectNext(method, to) {
      intercept = { method, to: to?.toLowerCase(), answer: () => USER_REJECTED };
    },
    switchChainOnNext(method, chainId) {
      intercept = { method, answer: () => ({ ...switched(chainId), error: { code: 4901, message: 'The wallet switched networks' } }) };
    },
    async switchChain(chainId) {
      state.chainId = chainId;
      await injected.emit('chainChanged', chainId);
    },
    async switchAccount(address) {
      state.account = address;
      await injected.emit('accountsChanged', [address]);
    },
    chainId: () => state.chainId,
    calls,
  };
}
