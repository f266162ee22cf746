import { createPublicClient, createWalletClient, custom, numberToHex, type Address, type EIP1193Provider, type PublicClient, type WalletClient } from 'viem';

/**
 * The one place the deposit screen gets an EVM wallet from. Today: the browser's EIP-6963 wallets (asked with
 * `eip6963:requestProvider`), else `window.ethereum`, through viem's `custom` transport. When the web3-onboard
 * setup in src/services/wallets lands, this module takes its connected provider instead; nothing else changes.
 */
export interface EvmWallet {
  address: Address;
  name: string;
  wallet: WalletClient;
  /** Reads (allowance, receipts) through the same wallet provider: no RPC endpoint of our own in the page. */
  reader: PublicClient;
}

/** The chain the wallet must be on, as wallet_addEthereumChain wants it. */
export interface WalletChain {
  id: number;
  name: string;
  rpcUrl: string | null;
}

interface AnnouncedProvider {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: EIP1193Provider;
}

/** Providers the page's wallets announce (EIP-6963); wallets answer the request synchronously. */
function announcedProviders(): AnnouncedProvider[] {
  const found: AnnouncedProvider[] = [];
  const listen = (event: Event) => {
    const detail = (event as CustomEvent<AnnouncedProvider>).detail;
    if (detail?.provider && detail.info?.uuid && !found.some((f) => f.info.uuid === detail.info.uuid)) found.push(detail);
  };
  window.addEventListener('eip6963:announceProvider', listen);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.removeEventListener('eip6963:announceProvider', listen);
  return found;
}

/** An error a wallet returned, with its EIP-1193 code (4001 rejected, 4902 chain not added…). */
export function walletErrorCode(error: unknown): number | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number') return code;
  }
  return undefined;
}

/**
 * Connects the first announced wallet (or window.ethereum): asks for accounts, then switches to `chain`,
 * adding it first when the wallet answers 4902 (chain not added). Throws the wallet's error (4001 when the
 * player says no), or Error('no_wallet').
 */
export async function connectEvmWallet(chain: WalletChain): Promise<EvmWallet> {
  const announced = announcedProviders()[0];
  const provider = announced?.provider ?? (window as { ethereum?: EIP1193Provider }).ethereum;
  if (!provider) throw new Error('no_wallet');
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[];
  if (!address) throw new Error('no_wallet');
  const chainIdHex = numberToHex(chain.id);
  const current = (await provider.request({ method: 'eth_chainId' })) as string;
  if (current.toLowerCase() !== chainIdHex) {
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] });
    } catch (error) {
      if (walletErrorCode(error) !== 4902 || !chain.rpcUrl) throw error;
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: chainIdHex, chainName: chain.name, nativeCurrency: { name: 'Core', symbol: 'CORE', decimals: 18 }, rpcUrls: [chain.rpcUrl] }],
      });
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] });
    }
  }
  const viemChain = {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Core', symbol: 'CORE', decimals: 18 },
    rpcUrls: { default: { http: chain.rpcUrl ? [chain.rpcUrl] : [] } },
  } as const;
  const transport = custom(provider);
  return {
    address,
    name: announced?.info.name ?? 'Browser wallet',
    wallet: createWalletClient({ account: address, chain: viemChain, transport }),
    reader: createPublicClient({ chain: viemChain, transport, pollingInterval: 500 }),
  };
}
