/** How long a ton_proof payload or SIWE nonce is accepted after it is issued (5 minutes). */
export const WALLET_CHALLENGE_TTL_SECONDS = 5 * 60;

/** How far ahead of the server a wallet's clock may run when it stamps a proof or message. */
export const WALLET_CLOCK_SKEW_SECONDS = 60;

/** What the wallet sign-in checks are configured with (WALLET_DOMAINS, CORE_CHAIN_ID). */
export interface WalletSignInConfig {
  /** Domains (host[:port]) proofs may name. Empty: only the host the request came to (development). */
  allowedDomains: readonly string[];
  /** The EVM chain SIWE messages must name. */
  chainId: number;
}

/** The domains a proof sent to `requestHost` may name: the configured ones, or that host when none are. */
export function allowedWalletDomains(config: WalletSignInConfig, requestHost: string): readonly string[] {
  return config.allowedDomains.length > 0 ? config.allowedDomains : [requestHost];
}

/** Development default: proofs for the request's own host, SIWE on Core (1116). */
export const DEFAULT_WALLET_SIGN_IN: WalletSignInConfig = { allowedDomains: [], chainId: 1116 };
