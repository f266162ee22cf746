import { connect, disconnect, type Config, type Connector } from '@wagmi/core';
import type { AppState } from '@web3-onboard/core';
import { onboardConnector, type OnboardSetChain, type OnboardWallet } from './onboardConnector';

/** One chain of web3-onboard's store. */
export type OnboardChain = AppState['chains'][number];

/** What web3-onboard hands its `wagmi` module when it starts (its own hooks into its store). */
export interface OnboardWagmiHooks {
  /** Replaces one of web3-onboard's chains (by id): how the Core chain gets its RPC URL and secondary tokens later. */
  updateChain(chain: OnboardChain): void;
}

/** The module interface web3-onboard calls on connect, primary-wallet switch and disconnect. */
export interface OnboardWagmiApi {
  buildWagmiConfig(chains: unknown, wallet?: OnboardWallet): Promise<Config>;
  getWagmiConnector(label: string): Connector | undefined;
  wagmiConnect(config: Config, options: { connector: Connector }): Promise<{ accounts: readonly string[]; chainId: number }>;
  wagmiDisconnectWallet(label: string): Promise<Config | undefined>;
}

/**
 * web3-onboard's `wagmi` init option, implemented over wagmi 3 and the project's viem (web3-onboard's own module
 * pins older ones): when web3-onboard connects a wallet it gets a connector of ours over that wallet's provider
 * (stored on the wallet as `wagmiConnector`, SPEC §3) and wagmi connects through it; when web3-onboard disconnects
 * a wallet (its account center, the panel's button, the wallet dropping every account) wagmi disconnects it too.
 * `onHooks` receives web3-onboard's store hooks for later chain updates.
 */
export function onboardWagmi(config: Config, setChain: OnboardSetChain, onHooks: (hooks: OnboardWagmiHooks) => void) {
  const connectors = new Map<string, Connector>();
  return (hooks: OnboardWagmiHooks): OnboardWagmiApi => {
    onHooks(hooks);
    return {
      async buildWagmiConfig(_chains, wallet) {
        if (!wallet) return config;
        const old = connectors.get(wallet.label);
        if (old) config._internal.connectors.setState((list) => list.filter((c) => c.uid !== old.uid));
        const connector = config._internal.connectors.setup(onboardConnector(wallet, setChain));
        config._internal.connectors.setState((list) => [...list, connector]);
        connectors.set(wallet.label, connector);
        return config;
      },
      getWagmiConnector: (label) => connectors.get(label),
      async wagmiConnect(target, { connector }) {
        // web3-onboard connects again when the primary wallet changes: an existing connection is kept.
        const existing = target.state.connections.get(connector.uid);
        if (existing) return { accounts: existing.accounts, chainId: existing.chainId };
        return connect(target, { connector });
      },
      async wagmiDisconnectWallet(label) {
        const connector = connectors.get(label);
        if (!connector) return undefined;
        if (config.state.connections.has(connector.uid)) await disconnect(config, { connector });
        return config;
      },
    };
  };
}
