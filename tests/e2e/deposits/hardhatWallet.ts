import type { Page } from '@playwright/test';
import { injectEip1193Wallet, USER_REJECTED, type WalletAnswer } from '../support/injectEip1193Wallet';

/**
 * Puts an EIP-1193 wallet into the page (tests/e2e/support/injectEip1193Wallet.ts) backed by one of the local
 * hardhat node's unlocked accounts: every JSON-RPC call goes to the node from the test process, so transactions
 * are really mined. `rejectNext` makes the next prompt of that method answer 4001.
 */
export async function injectHardhatWallet(page: Page, options: { rpcUrl: string; account: string }): Promise<{ rejectNext(method: string): void }> {
  let rejecting: string | null = null;
  await injectEip1193Wallet(
    page,
    {
      uuid: '6f1a1c5e-0b7d-4d4e-9a53-7a1f3c0d2b11',
      name: 'Hardhat Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Ccircle cx="4" cy="4" r="4" fill="%23f5c451"/%3E%3C/svg%3E',
      rdns: 'test.tcg.hardhat',
    },
    async (method, params) => {
      if (rejecting === method) {
        rejecting = null;
        return USER_REJECTED;
      }
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return { result: [options.account] };
      if (method === 'eth_sendTransaction') params[0] = { ...((params[0] ?? {}) as Record<string, unknown>), from: options.account };
      const answer = await fetch(options.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return (await answer.json()) as WalletAnswer;
    },
  );
  return {
    rejectNext(method) {
      rejecting = method;
    },
  };
}
