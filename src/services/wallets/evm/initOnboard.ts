import injectedModule from '@web3-onboard/injected-wallets';
import { init } from '@web3-onboard/react';
import { WALLET_AGREEMENT_VERSION } from '../walletAgreement';
import { CORE_CHAIN, WALLET_GUIDES } from '../walletConfig';

type OnboardApi = ReturnType<typeof init>;
let onboard: OnboardApi | null = null;

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
