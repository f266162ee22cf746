import { createConnector } from '@wagmi/core';
import { getAddress, numberToHex, type Address, type EIP1193Provider } from 'viem';
import { ChainNotSwitchedError } from './transactionErrorReason';

/** A wallet web3-onboard connected: its label (one connector per label) and its EIP-1193 provider. */
export interface OnboardWallet {
  label: string;
  provider: EIP1193Provider;
}

/** web3-onboard's chain switch (switch, add on 4902, its switch-chain modal on 4200); true when the wallet is there. */
export type OnboardSetChain = (input: { chainId: string; wallet: string }) => Promise<boolean>;

/**
 * A wagmi connector over the provider of a wallet web3-onboard connected, so wagmi writes through the wallet the
 * player picked in web3-onboard's modal. Account and chain events of the provider become wagmi's `change` and
 * `disconnect` events; a chain switch goes through web3-onboard, so wagmi's `switchChain` follows the same flow
 * as the rest of the product (and the same modal when the wallet cannot switch).
 */
export function onboardConnector(wallet: OnboardWallet, setChain: OnboardSetChain) {
  const { label, provider } = wallet;
  return createConnector<EIP1193Provider>((config) => {
    const accountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect');
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
    };
    const chainChanged = (chainId: string | number) => config.emitter.emit('change', { chainId: Number(chainId) });
    const disconnected = () => config.emitter.emit('disconnect');
    let listening = false;
    const listen = (on: boolean) => {
      if (on === listening) return;
      listening = on;
      const method = on ? provider.on.bind(provider) : provider.removeListener.bind(provider);
      method('accountsChanged', accountsChanged as never);
      method('chainChanged', chainChanged as never);
      method('disconnect', disconnected as never);
    };
    const chainId = async () => Number(await provider.request({ method: 'eth_chainId' }));
    const accounts = async () => ((await provider.request({ method: 'eth_accounts' })) as string[]).map((a) => getAddress(a));

    return {
      id: `web3-onboard:${label}`,
      name: label,
      type: 'web3-onboard',
      async connect() {
        const requested = ((await provider.request({ method: 'eth_requestAccounts' })) as string[]).map((a) => getAddress(a));
        listen(true);
        return { accounts: requested as readonly Address[], chainId: await chainId() } as never;
      },
      async disconnect() {
        listen(false);
      },
      getAccounts: accounts,
      getChainId: chainId,
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        return (await accounts()).length > 0;
      },
      async switchChain({ chainId: target }) {
        const chain = config.chains.find((c) => c.id === target);
        if (!chain) throw new ChainNotSwitchedError(String(target));
        if (!(await setChain({ chainId: numberToHex(target), wallet: label }))) throw new ChainNotSwitchedError(chain.name);
        return chain;
      },
      onAccountsChanged: accountsChanged,
      onChainChanged: chainChanged,
      onDisconnect: disconnected,
    };
  });
}
