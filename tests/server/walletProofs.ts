import { createHash, randomBytes } from 'node:crypto';
import { beginCell, contractAddress, storeStateInit, type Cell } from '@ton/core';
import { keyPairFromSeed, sign } from '@ton/crypto';
import type { TonProofSignIn } from '../../src/contracts/wallets/tonProof';
import type { TonSignedText } from '../../src/contracts/wallets/tonCheckIn';

/** A TON wallet built in a test: its key pair, state init and raw address. */
export interface TestTonWallet {
  publicKey: Buffer;
  secretKey: Buffer;
  stateInit: string;
  address: string;
  workchain: number;
  hash: Buffer;
}

// Stand-in code cells: the checker reads the key from the data layout and binds it to the address through the
// state-init hash; it does not (cannot, offline) judge the code itself.
const code = (version: number): Cell => beginCell().storeUint(0x77616c6c, 32).storeUint(version, 8).endCell();

/** A wallet v4 (seqno, subwallet id, key, plugins) or v5r1 (signature flag, seqno, wallet id, key, extensions). */
export function testTonWallet(version: 'v4' | 'v5r1', workchain = 0, seed: Buffer = randomBytes(32)): TestTonWallet {
  const keys = keyPairFromSeed(seed);
  const data =
    version === 'v4'
      ? beginCell().storeUint(0, 32).storeUint(698_983_191, 32).storeBuffer(keys.publicKey).storeBit(0).endCell()
      : beginCell().storeBit(1).storeUint(0, 32).storeInt(2_147_483_409, 32).storeBuffer(keys.publicKey).storeBit(0).endCell();
  const init = { code: code(version === 'v4' ? 4 : 5), data };
  const address = contractAddress(workchain, init);
  return {
    publicKey: keys.publicKey,
    secretKey: keys.secretKey,
    stateInit: beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64'),
    address: address.toRawString(),
    workchain,
    hash: address.hash,
  };
}

/** Written from the TON Connect spec, independently of the server's checker. */
function signedHash(wallet: TestTonWallet, domain: string, timestamp: number, payload: string): Buffer {
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(wallet.workchain);
  const dl = Buffer.alloc(4);
  dl.writeUInt32LE(Buffer.byteLength(domain));
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64LE(BigInt(timestamp));
  const message = Buffer.concat([Buffer.from('ton-proof-item-v2/'), wc, wallet.hash, dl, Buffer.from(domain), ts, Buffer.from(payload)]);
  const inner = createHash('sha256').update(message).digest();
  return createHash('sha256').update(Buffer.concat([Buffer.from('ffff', 'hex'), Buffer.from('ton-connect'), inner])).digest();
}

/** A ton_proof sign-in body as a wallet would send it; `overrides` tamper with single fields. */
export function tonProofBody(
  wallet: TestTonWallet,
  options: { payload: string; domain: string; now: Date; signer?: TestTonWallet; timestamp?: number; lengthBytes?: number },
): TonProofSignIn {
  const timestamp = options.timestamp ?? Math.floor(options.now.getTime() / 1000);
  const signature = sign(signedHash(wallet, options.domain, timestamp, options.payload), (options.signer ?? wallet).secretKey);
  return {
    address: wallet.address,
    network: '-239',
    publicKey: wallet.publicKey.toString('hex'),
    proof: {
      timestamp,
      domain: { lengthBytes: options.lengthBytes ?? Buffer.byteLength(options.domain), value: options.domain },
      payload: options.payload,
      signature: signature.toString('base64'),
      stateInit: wallet.stateInit,
    },
  };
}

/** Written from the TON Connect spec ("Sign Data", text payload), independently of the server's checker. */
function signDataTextHash(wallet: TestTonWallet, domain: string, timestamp: number, text: string): Buffer {
  const u32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(wallet.workchain);
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64BE(BigInt(timestamp));
  const body = Buffer.from(text, 'utf8');
  const domainBytes = Buffer.from(domain, 'utf8');
  const message = Buffer.concat([Buffer.from('ffff', 'hex'), Buffer.from('ton-connect/sign-data/'), wc, wallet.hash, u32(domainBytes.length), domainBytes, ts, Buffer.from('txt'), u32(body.length), body]);
  return createHash('sha256').update(message).digest();
}

/**
 * A wallet's signData answer for a text payload, with the state init TON Connect reports for the account;
 * `signer` signs with another key, `stateInit` swaps the state init, `timestamp` backdates or postdates it.
 */
export function signedTextBody(
  wallet: TestTonWallet,
  options: { text: string; domain: string; now: Date; signer?: TestTonWallet; timestamp?: number; stateInit?: string },
): TonSignedText {
  const timestamp = options.timestamp ?? Math.floor(options.now.getTime() / 1000);
  const signature = sign(signDataTextHash(wallet, options.domain, timestamp, options.text), (options.signer ?? wallet).secretKey);
  return {
    address: wallet.address,
    timestamp,
    domain: options.domain,
    payload: { type: 'text', text: options.text },
    signature: signature.toString('base64'),
    stateInit: options.stateInit ?? wallet.stateInit,
  };
}
