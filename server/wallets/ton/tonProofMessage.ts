import { createHash } from 'node:crypto';

/** What a ton_proof signature covers (TON Connect spec, "Address proof signature"). */
export interface TonProofParts {
  workchain: number;
  /** The 32-byte account id of the address. */
  addressHash: Uint8Array;
  domain: string;
  /** Seconds since the epoch, as the wallet reported it. */
  timestamp: number;
  payload: string;
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();

/**
 * The 32 bytes a wallet signs for ton_proof: sha256(0xffff ++ "ton-connect" ++ sha256(message)), where message is
 * "ton-proof-item-v2/" ++ workchain (int32 big-endian, so −1 is ffffffff) ++ address hash ++ domain length
 * (uint32 little-endian) ++ domain ++ timestamp (uint64 little-endian) ++ payload.
 */
export function tonProofSignedHash(parts: TonProofParts): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(parts.workchain);
  const domain = Buffer.from(parts.domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domain.length);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64LE(BigInt(parts.timestamp));
  const message = Buffer.concat([
    Buffer.from('ton-proof-item-v2/', 'utf8'),
    workchain,
    parts.addressHash,
    domainLength,
    domain,
    timestamp,
    Buffer.from(parts.payload, 'utf8'),
  ]);
  return sha256(Buffer.concat([Buffer.from([0xff, 0xff]), Buffer.from('ton-connect', 'utf8'), sha256(message)]));
}
