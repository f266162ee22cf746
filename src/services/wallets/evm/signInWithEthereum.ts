import { getAddress, type EIP1193Provider } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { SignedIn } from '../../../contracts/accounts/account';
import { issueSiweNonce, loginWithSiwe } from '../../../contracts/wallets/walletEndpoints';
import { apiClient } from '../../api/apiClient';

/**
 * Sign-In with Ethereum (EIP-4361): a single-use nonce from the server, a message for this site on Core (1116),
 * signed with `personal_sign` in the wallet, then checked by the server, which signs in or links the wallet.
 */
export async function signInWithEthereum(provider: EIP1193Provider, address: string): Promise<SignedIn> {
  const issued = await apiClient.call(issueSiweNonce);
  const checksummed = getAddress(address);
  const message = createSiweMessage({
    address: checksummed,
    chainId: issued.chainId,
    domain: window.location.host,
    uri: window.location.origin,
    nonce: issued.challenge,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(issued.expiresAt),
    statement: 'Sign in to TCG with this wallet.',
  });
  const signature = await provider.request({ method: 'personal_sign', params: [`0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`, checksummed] });
  return apiClient.call(loginWithSiwe, { body: { address: checksummed, message, signature } });
}
