/** Reads an optional build-time string (Vite `VITE_*`), empty meaning unset. */
function buildSetting(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The Core chain as web3-onboard wants it (SPEC §3: id 1116, token CORE, label "Core Mainnet"). */
export const CORE_CHAIN = {
  id: '0x45c',
  token: 'CORE',
  label: 'Core Mainnet',
  /** VITE_CORE_RPC_URL; Core's public endpoint by default. */
  rpcUrl: buildSetting(import.meta.env.VITE_CORE_RPC_URL) ?? 'https://rpc.coredao.org',
  blockExplorerUrl: 'https://scan.coredao.org',
  icon: '/icon.svg',
} as const;

/** Where a wallet opened from the Telegram mini-app sends the player back (VITE_TELEGRAM_RETURN_URL, `https://t.me/<bot>/<app>`). */
export const TELEGRAM_RETURN_URL = buildSetting(import.meta.env.VITE_TELEGRAM_RETURN_URL) as `${string}://${string}` | undefined;

/** Links shown to a newcomer: what a wallet is and where to get one. */
export const WALLET_GUIDES = {
  whatIsAWallet: 'https://ethereum.org/en/wallets/',
  getEvmWallet: 'https://ethereum.org/en/wallets/find-wallet/',
  getTonWallet: 'https://ton.org/wallets',
  core: 'https://coredao.org/',
} as const;
