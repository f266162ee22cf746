import type { Page } from '@playwright/test';

/** How the test process answers one wallet request: a result or an EIP-1193 error, and events to emit after it. */
export interface WalletAnswer {
  result?: unknown;
  error?: { code: number; message: string };
  events?: { event: string; value: unknown }[];
}

/** What a wallet announces of itself through EIP-6963. */
export interface WalletInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/**
 * Puts an EIP-1193 provider into the page, announced by EIP-6963 (it answers `eip6963:requestProvider`, which
 * web3-onboard's injected-wallets sends once at start). Every request goes to `answer` in the test process
 * (page.exposeFunction), so keys, chain state and the node's RPC stay out of the page and its CSP is untouched;
 * the page emits the answer's events (`chainChanged`…) to the provider's listeners, then throws its error (with
 * its code) or returns its result. `emit` sends an event the wallet raises by itself (the player
 * switching account or network in the wallet).
 */
export async function injectEip1193Wallet(
  page: Page,
  info: WalletInfo,
  answer: (method: string, params: unknown[]) => Promise<WalletAnswer>,
): Promise<{ emit(event: string, value: unknown): Promise<void> }> {
  const binding = `__eip1193_${info.rdns.replace(/[^a-z0-9]/gi, '_')}`;
  await page.exposeFunction(binding, async (method: string, paramsJson: string) => JSON.stringify(await answer(method, JSON.parse(paramsJson) as unknown[])));
  await page.addInitScript(
    ({ binding, info }) => {
      const remote = (window as unknown as Record<string, (method: string, params: string) => Promise<string>>)[binding] as (method: string, params: string) => Promise<string>;
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = JSON.parse(await remote(method, JSON.stringify(params ?? []))) as {
            result?: unknown;
            error?: { code: number; message: string };
            events?: { event: string; value: unknown }[];
          };
          for (const { event, value } of answer.events ?? []) listeners.get(event)?.forEach((listener) => listener(value));
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
      // What the wallet does on its own (the player switches account or network in it): the test emits the event.
      (window as unknown as Record<string, unknown>)[`${binding}_emit`] = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { binding, info },
  );
  return {
    async emit(event, value) {
      await page.evaluate(({ name, event, value }) => (window as unknown as Record<string, (event: string, value: unknown) => void>)[name]?.(event, value), { name: `${binding}_emit`, event, value });
    },
  };
}

/** The EIP-1193 refusal a wallet answers when the player rejects its prompt. */
export const USER_REJECTED: WalletAnswer = { error: { code: 4001, message: 'User rejected the request.' } };
