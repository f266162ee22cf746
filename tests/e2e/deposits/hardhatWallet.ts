import type { Page } from '@playwright/test';

/**
 * Puts an EIP-1193 wallet into the page, announced by EIP-6963 (it answers `eip6963:requestProvider`, as
 * web3-onboard's injected-wallets needs), backed by one of the local hardhat node's unlocked accounts: every
 * JSON-RPC call goes to the node from the test process (page.exposeFunction), so the page's CSP is untouched and
 * transactions are really mined. `reject` makes the next wallet prompt answer 4001.
 */
export async function injectHardhatWallet(page: Page, options: { rpcUrl: string; account: string }): Promise<{ rejectNext(method: string): void }> {
  let rejecting: string | null = null;
  await page.exposeFunction('__hardhatWalletRpc', async (method: string, paramsJson: string) => {
    if (rejecting === method) {
      rejecting = null;
      return JSON.stringify({ error: { code: 4001, message: 'User rejected the request.' } });
    }
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return JSON.stringify({ result: [options.account] });
    const params = JSON.parse(paramsJson) as unknown[];
    if (method === 'eth_sendTransaction') {
      const tx = (params[0] ?? {}) as Record<string, unknown>;
      params[0] = { ...tx, from: options.account };
    }
    const answer = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return JSON.stringify(await answer.json());
  });
  await page.addInitScript(() => {
    const rpc = (window as unknown as { __hardhatWalletRpc(method: string, params: string): Promise<string> }).__hardhatWalletRpc;
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
    const provider = {
      isMetaMask: false,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = JSON.parse(await rpc(method, JSON.stringify(params ?? []))) as { result?: unknown; error?: { code: number; message: string } };
        if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        return answer.result;
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return provider;
      },
      removeListener(event: string, listener: (...args: unknown[]) => void) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    const info = {
      uuid: '6f1a1c5e-0b7d-4d4e-9a53-7a1f3c0d2b11',
      name: 'Hardhat Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Ccircle cx="4" cy="4" r="4" fill="%23f5c451"/%3E%3C/svg%3E',
      rdns: 'test.tcg.hardhat',
    };
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  });
  return {
    rejectNext(method) {
      rejecting = method;
    },
  };
}
