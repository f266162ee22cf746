import { Cell, loadStateInit, type StateInit } from '@ton/core';

/** The wallet data layouts whose public key can be read from the state init. */
export type WalletLayout = 'v3' | 'v4' | 'v5r1';

/** The state init of a wallet and the Ed25519 key its data holds, or why it could not be read. */
export type WalletKeyResult = { ok: true; stateInit: StateInit; publicKey: Buffer; layout: WalletLayout } | { ok: false; reason: 'unreadable' | 'unsupported' };

/**
 * Data layouts by their exact bit length (no references beyond the optional dictionary):
 * v3: seqno u32, subwallet u32, key 256 (320 bits); v4: + plugins dict bit (321);
 * v5r1: signature-allowed bit, seqno u32, wallet id i32, key 256, extensions dict bit (322).
 */
const LAYOUTS: Readonly<Record<number, { layout: WalletLayout; keyOffset: number }>> = {
  320: { layout: 'v3', keyOffset: 64 },
  321: { layout: 'v4', keyOffset: 64 },
  322: { layout: 'v5r1', keyOffset: 65 },
};

/**
 * Parses a base64 BOC state init and reads the wallet's public key from its data cell (v3, v4, v5r1 layouts).
 * Which contract it is does not matter for trust: the caller checks that the state init hashes to the claimed
 * address, so the key is the one that address was created with.
 */
export function walletPublicKey(stateInitBase64: string): WalletKeyResult {
  let stateInit: StateInit;
  try {
    stateInit = loadStateInit(Cell.fromBase64(stateInitBase64).beginParse());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const data = stateInit.data;
  if (!data || !stateInit.code) return { ok: false, reason: 'unsupported' };
  const layout = LAYOUTS[data.bits.length];
  if (!layout) return { ok: false, reason: 'unsupported' };
  const slice = data.beginParse();
  slice.skip(layout.keyOffset);
  return { ok: true, stateInit, publicKey: slice.loadBuffer(32), layout: layout.layout };
}
