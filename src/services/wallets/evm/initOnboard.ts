import injectedModule from '@web3-onboard/injected-wallets';
import { init } from '@web3-onboard/react';
import { WALLET_AGREEMENT_VERSION } from '../walletAgreement';
import { CORE_CHAIN, WALLET_GUIDES } from '../walletConfig';
import { onboardWagmi, type OnboardWagmiHooks } from './onboardWagmi';
import { wagmiConfig } from './wagmiConfig';

type OnboardApi = ReturnType<typeof init>;
let onboard: OnboardApi | null = null;
let storeHooks: OnboardWagmiHooks | null = null;

/**
 * Creates web3-onboard once per page (its hooks need `init` first; a second init would stack a second modal).
 * Settings follow SPEC §9's defaults: account center enabled, bottom right, collapsed, minimal, with the
 * transaction-protection button hidden; notifications disabled for the product; connect modal with sidebar,
 * closable. The agreement (terms + privacy, versioned) must be ticked before any wallet can be picked.
 */
export function initOnboard(origin: string): OnboardApi {
  if (onboard) return onboard;
  // Collapsed is how the account center starts: `expanded` is not an init option (init validation rejects it).
  const accountCenter = { enabled: true, position: 'bottomRight', minimal: true, hideTransactionProtectionBtn: true } as const;
  onboard = init({
    wallets: [injectedModule()],
    // wagmi is the chain layer: each wallet connected here is handed to wagmi (src/services/wallets/evm/onboardWagmi.ts).
    wagmi: onboardWagmi(wagmiConfig, (options) => (onboard ? onboard.setChain(options) : Promise.resolve(false)), (hooks) => {
      storeHooks = hooks;
    }) as never,
    chains: [{ id: CORE_CHAIN.id, token: CORE_CHAIN.token, label: CORE_CHAIN.label, rpcUrl: CORE_CHAIN.rpcUrl, blockExplorerUrl: CORE_CHAIN.blockExplorerUrl, icon: CORE_CHAIN.icon }],
    appMetadata: {
      name: 'TCG',
      icon: '/icon.svg',
      logo: '/icon.svg',
      description: 'TCG: collect AI-made cards, build teams and watch them battle.',
      gettingStartedGuide: WALLET_GUIDES.whatIsAWallet,
      explore: origin,
      recommendedInjectedWallets: [
        { name: 'MetaMask', url: 'https://metamask.io' },
        { name: 'Core Wallet', url: 'https://core.app' },
      ],
      agreement: { version: WALLET_AGREEMENT_VERSION, termsUrl: `${origin}/terms`, privacyUrl: `${origin}/privacy` },
    },
    accountCenter: { desktop: accountCenter, mobile: accountCenter, hideTransactionProtectionBtn: true },
    notify: { enabled: false },
    connect: {
      showSidebar: true,
      disableClose: false,
      autoConnectLastWallet: true,
      iDontHaveAWalletLink: WALLET_GUIDES.getEvmWallet,
      wheresMyWalletLink: WALLET_GUIDES.whatIsAWallet,
    },
    theme: 'system',
    // Offline-safe and CSP-friendly: no font download from a third-party host.
    disableFontDownload: true,
  });
  return onboard;
}

/**
 * Completes the Core chain with what the server announces (GET /api/deposits): the RPC URL wallets add and the
 * account center reads, and the gold-coin token as a secondary token (SPEC §3: at most 5, address required, with an
 * icon), so the account center lists its balance. Reloads the connected wallets' balances.
 */
export function configureCoreChain(onboardApi: OnboardApi, input: { rpcUrl: string | null; goldCoinToken: string | null; goldCoinIcon: string }): void {
  const chain = onboardApi.state.get().chains.find((c) => c.id === CORE_CHAIN.id);
  if (!chain || !storeHooks) return;
  const secondaryTokens = input.goldCoinToken ? [{ address: input.goldCoinToken, icon: input.goldCoinIcon }] : [];
  const rpcUrl = input.rpcUrl ?? chain.rpcUrl;
  if (chain.rpcUrl === rpcUrl && JSON.stringify(chain.secondaryTokens ?? []) === JSON.stringify(secondaryTokens)) return;
  storeHooks.updateChain({ ...chain, rpcUrl, secondaryTokens });
  refreshAccountCenter(onboardApi);
}

/**
 * Reloads the connected wallets' balances and secondary tokens in the account center (after a transaction). Not
 * while a wallet is on a chain web3-onboard does not know: its updateBalances then stores an empty wallet entry,
 * which its own validation rejects.
 */
export function refreshAccountCenter(onboardApi: OnboardApi): void {
  const { wallets, chains } = onboardApi.state.get();
  if (wallets.length === 0 || !wallets.every((w) => chains.some((c) => c.id === w.chains[0]?.id))) return;
  void onboardApi.state.actions.updateBalances();
}
