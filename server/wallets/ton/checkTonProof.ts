import { signVerify } from '@ton/crypto';
import { refuse, succeed, type Outcome } from '../../../src/contracts/api/refusal';
import type { TonProofSignIn } from '../../../src/contracts/wallets/tonProof';
import type { TonProofRefusalReason } from '../../../src/contracts/wallets/walletRefusalReason';
import { tonProofSignedHash } from './tonProofMessage';
import { walletKeyForAddress } from './walletKeyForAddress';

/** What a proof is judged against. */
export interface TonProofRules {
  /** Domains (host[:port]) the app runs on; a proof for any other was made on another site. */
  allowedDomains: readonly string[];
  now: Date;
  /** Oldest accepted proof, in seconds (the payload lives 5 minutes). */
  maxAgeSeconds: number;
  /** How far a wallet's clock may run ahead, in seconds. */
  futureSkewSeconds: number;
}

/**
 * Checks a ton_proof without the network (docs/WALLETS.md): domain and its length, timestamp window, the state
 * init hashing to the claimed address, the public key read from it matching the claimed one, and the Ed25519
 * signature over the rebuilt message. The payload's freshness is the caller's (it consumes it in the database).
 */
export function checkTonProof(input: TonProofSignIn, rules: TonProofRules): Outcome<{ address: string }, TonProofRefusalReason> {
  const { proof } = input;
  if (!rules.allowedDomains.includes(proof.domain.value)) return refuse('ton_domain_unknown', { domain: proof.domain.value });
  if (Buffer.byteLength(proof.domain.value, 'utf8') !== proof.domain.lengthBytes) return refuse('ton_domain_length_mismatch');
  const nowSeconds = Math.floor(rules.now.getTime() / 1000);
  if (proof.timestamp < nowSeconds - rules.maxAgeSeconds) return refuse('ton_timestamp_stale');
  if (proof.timestamp > nowSeconds + rules.futureSkewSeconds) return refuse('ton_timestamp_future');

  const key = walletKeyForAddress(input.address, proof.stateInit);
  if (!key.ok) return key;
  const { address: claimed, publicKey } = key.value;
  if (publicKey.toString('hex') !== input.publicKey.toLowerCase()) return refuse('ton_key_mismatch');

  const signature = Buffer.from(proof.signature, 'base64');
  const signed = tonProofSignedHash({ workchain: claimed.workChain, addressHash: claimed.hash, domain: proof.domain.value, timestamp: proof.timestamp, payload: proof.payload });
  if (signature.length !== 64 || !signVerify(signed, signature, publicKey)) return refuse('ton_signature_invalid');
  return succeed({ address: `${claimed.workChain}:${claimed.hash.toString('hex')}` });
}
