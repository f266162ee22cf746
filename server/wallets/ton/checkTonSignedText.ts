import { signVerify } from '@ton/crypto';
import { refuse, succeed, type Outcome } from '../../../src/contracts/api/refusal';
import type { TonSignedText } from '../../../src/contracts/wallets/tonCheckIn';
import type { TonCheckInRefusalReason } from '../../../src/contracts/wallets/walletRefusalReason';
import { signDataHash } from './signDataMessage';
import { walletKeyForAddress } from './walletKeyForAddress';
import type { TonProofRules } from './checkTonProof';

/**
 * Checks a signData answer for a text payload without the network (docs/WALLETS.md, "Daily check-in"): the
 * domain is one of ours, the timestamp inside the window, the state init hashes to the address and holds the key,
 * and the Ed25519 signature covers the rebuilt message. Which text was asked for is the caller's to check.
 */
export function checkTonSignedText(signed: TonSignedText, rules: TonProofRules): Outcome<{ address: string }, TonCheckInRefusalReason> {
  if (!rules.allowedDomains.includes(signed.domain)) return refuse('ton_domain_unknown', { domain: signed.domain });
  const nowSeconds = Math.floor(rules.now.getTime() / 1000);
  if (signed.timestamp < nowSeconds - rules.maxAgeSeconds) return refuse('ton_timestamp_stale');
  if (signed.timestamp > nowSeconds + rules.futureSkewSeconds) return refuse('ton_timestamp_future');
  const key = walletKeyForAddress(signed.address, signed.stateInit);
  if (!key.ok) return key;
  const { address, publicKey } = key.value;
  const signature = Buffer.from(signed.signature, 'base64');
  const hash = signDataHash({
    workchain: address.workChain,
    addressHash: address.hash,
    domain: signed.domain,
    timestamp: signed.timestamp,
    type: 'text',
    bytes: Buffer.from(signed.payload.text, 'utf8'),
  });
  if (signature.length !== 64 || !signVerify(hash, signature, publicKey)) return refuse('ton_signature_invalid');
  return succeed({ address: address.toRawString() });
}
