import type { TonConnectUI, Wallet } from '@tonconnect/ui-react';
import type { SignedIn } from '../../../contracts/accounts/account';
import { issueTonProofPayload, loginWithTonProof } from '../../../contracts/wallets/walletEndpoints';
import { apiClient } from '../../api/apiClient';

/**
 * Asks the server for a fresh ton_proof payload and hands it to TON Connect, so the next connection signs it.
 * Until it arrives the modal shows its loading state. Returns when the connect request is ready.
 */
export async function prepareTonProof(ui: TonConnectUI): Promise<void> {
  ui.setConnectRequestParameters({ state: 'loading' });
  const issued = await apiClient.call(issueTonProofPayload);
  ui.setConnectRequestParameters({ state: 'ready', value: { tonProof: issued.challenge } });
}

/** Whether a connected wallet brought a signed ton_proof (a restored connection does not). */
export function hasTonProof(wallet: Wallet | null): boolean {
  return wallet?.connectItems?.tonProof !== undefined && 'proof' in wallet.connectItems.tonProof;
}

/**
 * Sends the wallet's ton_proof to the server, which checks it and signs in (or links the wallet to the
 * signed-in account). Throws the server's refusal, or Error('no_proof') when the wallet sent none.
 */
export async function signInWithTonProof(wallet: Wallet): Promise<SignedIn> {
  const item = wallet.connectItems?.tonProof;
  if (!item || !('proof' in item) || !wallet.account.publicKey) throw new Error('no_proof');
  return apiClient.call(loginWithTonProof, {
    body: {
      address: wallet.account.address,
      network: wallet.account.chain === '-3' ? '-3' : '-239',
      publicKey: wallet.account.publicKey,
      proof: { ...item.proof, stateInit: wallet.account.walletStateInit },
    },
  });
}
