import { getAddress, isAddress, recoverMessageAddress, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { refuse, succeed, type Outcome } from '../../../src/contracts/api/refusal';
import type { SiweRefusalReason } from '../../../src/contracts/wallets/walletRefusalReason';

/** What a Sign-In with Ethereum message is judged against. */
export interface SiweRules {
  /** Domains (host[:port]) the app runs on (EIP-4361 `domain`). */
  allowedDomains: readonly string[];
  /** The chain the message must name (Core, 1116). */
  chainId: number;
  now: Date;
  /** Oldest accepted `Issued At`, in seconds (the nonce lives 5 minutes). */
  maxAgeSeconds: number;
  /** How far a wallet's clock may run ahead, in seconds. */
  futureSkewSeconds: number;
}

/** A checked message: the signer (lower-case) and the nonce it carries, for the caller to consume. */
export interface CheckedSiwe {
  address: string;
  nonce: string;
}

/**
 * Checks an EIP-4361 message and its signature without an RPC call (plain accounts; docs/WALLETS.md). viem parses
 * the message, but its validator ignores chain id, uri and issued-at, so each field is checked here, each with
 * its own reason. The signature must recover to the message's address, and that must be the connected account.
 */
export async function checkSiweMessage(input: { message: string; signature: string; address: string }, rules: SiweRules): Promise<Outcome<CheckedSiwe, SiweRefusalReason>> {
  const fields = parseSiweMessage(input.message);
  if (!fields.address || !isAddress(fields.address) || !fields.domain || !fields.uri || !fields.nonce || fields.version !== '1' || !fields.chainId || !fields.issuedAt) {
    return refuse('siwe_message_invalid');
  }
  if (!rules.allowedDomains.includes(fields.domain)) return refuse('siwe_domain_unknown', { domain: fields.domain });
  if (!uriMatchesDomain(fields.uri, fields.domain)) return refuse('siwe_uri_mismatch');
  if (fields.chainId !== rules.chainId) return refuse('siwe_wrong_chain', { chainId: fields.chainId });
  const now = rules.now.getTime();
  if (fields.issuedAt.getTime() < now - rules.maxAgeSeconds * 1000) return refuse('siwe_issued_at_stale');
  if (fields.issuedAt.getTime() > now + rules.futureSkewSeconds * 1000) return refuse('siwe_issued_at_future');
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) return refuse('siwe_expired');
  if (fields.notBefore && fields.notBefore.getTime() > now) return refuse('siwe_not_yet_valid');
  if (getAddress(fields.address) !== getAddress(input.address)) return refuse('siwe_address_mismatch');

  let signer: string;
  try {
    signer = await recoverMessageAddress({ message: input.message, signature: input.signature as Hex });
  } catch {
    return refuse('siwe_signature_invalid');
  }
  if (getAddress(signer) !== getAddress(fields.address)) return refuse('siwe_signature_invalid');
  return succeed({ address: fields.address.toLowerCase(), nonce: fields.nonce });
}

/** The message's uri must be on the domain it names (a page of this site, not another). */
function uriMatchesDomain(uri: string, domain: string): boolean {
  try {
    return new URL(uri).host === domain;
  } catch {
    return false;
  }
}
