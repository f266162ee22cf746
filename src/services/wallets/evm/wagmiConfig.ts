import { createConfig } from '@wagmi/core';
import { custom, defineChain, http } from 'viem';
import { CORE_CHAIN } from '../walletConfig';

/** The Core chain as viem and wagmi know it (SPEC §3: id 1116, token CORE, "Core Mainnet"). */
export const coreChain = defineChain({
  id: 1116,
  name: CORE_CHAIN.label,
  nativeCurrency: { name: 'Core', symbol: CORE_CHAIN.token, decimals: 18 },
  rpcUrls: { default: { http: [CORE_CHAIN.rpcUrl] } },
  blockExplorers: { default: { name: 'Core Scan', url: CORE_CHAIN.blockExplorerUrl } },
});

let coreRpcUrl: string = CORE_CHAIN.rpcUrl;

/** Points wagmi's reads at the Core RPC the server announces (the same one wallets add and the account center reads). */
export function setCoreRpcUrl(url: string): void {
  coreRpcUrl = url;
}

/**
 * The page's one wagmi config: Core only, no connectors of its own (web3-onboard connects wallets and hands each
 * to wagmi through `onboardWagmi`), no EIP-6963 discovery (that is web3-onboard's job) and no storage (web3-onboard
 * restores the last wallet and connects wagmi again). Reads go to the Core RPC over HTTP, so they answer for Core
 * whatever network the wallet is on; writes go through the connected wallet.
 */
export const wagmiConfig = createConfig({
  chains: [coreChain],
  connectors: [],
  multiInjectedProviderDiscovery: false,
  storage: null,
  pollingInterval: 1_000,
  transports: {
    // Resolved per request so the RPC URL can follow the server's setup after the config exists.
    [coreChain.id]: custom({ request: (args) => http(coreRpcUrl, { retryCount: 2 })({ chain: coreChain }).request(args) }),
  },
});
