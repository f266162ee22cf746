import { Address, contractAddress } from '@ton/core';
import { refuse, succeed, type Outcome } from '../../../src/contracts/api/refusal';
import { walletPublicKey } from './walletPublicKey';

/**
 * The Ed25519 key of the wallet at `rawAddress`, read from its state init (v3/v4/v5r1 layouts) after checking that
 * the state init hashes to that address, so the key is the one the address was created with; no network needed.
 */
export function walletKeyForAddress(rawAddress: string, stateInitBase64: string): Outcome<{ address: Address; publicKey: Buffer }, 'ton_state_init_unreadable' | 'ton_state_init_mismatch'> {
  const key = walletPublicKey(stateInitBase64);
  if (!key.ok) return refuse(key.reason === 'unreadable' ? 'ton_state_init_unreadable' : 'ton_state_init_mismatch');
  const address = Address.parseRaw(rawAddress);
  if (!contractAddress(address.workChain, key.stateInit).equals(address)) return refuse('ton_state_init_mismatch');
  return succeed({ address, publicKey: key.publicKey });
}
