import { createHash } from 'node:crypto';

/** What a signData signature over a text or binary payload covers (TON Connect spec, "Sign Data"). */
export interface SignDataParts {
  workchain: number;
  /** The 32-byte account id of the address. */
  addressHash: Uint8Array;
  domain: string;
  /** Seconds since the epoch, as the wallet stamped the signature. */
  timestamp: number;
  /** `text` payloads are signed as their UTF-8 bytes with the prefix "txt", `binary` ones with "bin". */
  type: 'text' | 'binary';
  bytes: Uint8Array;
}

/**
 * The 32 bytes a wallet signs for signData (text and binary payloads): sha256(0xffff ++ "ton-connect/sign-data/" ++
 * workchain (int32) ++ address hash ++ domain length (uint32) ++ domain ++ timestamp (uint64) ++ "txt"|"bin" ++
 * payload length (uint32) ++ payload). Every integer is big-endian here, unlike ton_proof's little-endian domain
 * length and timestamp.
 */
export function signDataHash(parts: SignDataParts): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(parts.workchain);
  const domain = Buffer.from(parts.domain, 'utf8');
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32BE(domain.length);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64BE(BigInt(parts.timestamp));
  const payloadLength = Buffer.alloc(4);
  payloadLength.writeUInt32BE(parts.bytes.length);
  const message = Buffer.concat([
    Buffer.from([0xff, 0xff]),
    Buffer.from('ton-connect/sign-data/', 'utf8'),
    workchain,
    parts.addressHash,
    domainLength,
    domain,
    timestamp,
    Buffer.from(parts.type === 'text' ? 'txt' : 'bin', 'utf8'),
    payloadLength,
    parts.bytes,
  ]);
  return createHash('sha256').update(message).digest();
}
