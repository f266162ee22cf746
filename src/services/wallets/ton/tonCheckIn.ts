import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TonConnectUI } from '@tonconnect/ui-react';
import type { TonCheckInResult, TonCheckInStatus } from '../../../contracts/wallets/tonCheckIn';
import { patchMe } from '../../session/useMe';
import { checkInWithTonWallet, getTonCheckIn, offerTonCheckIn } from '../../../contracts/wallets/walletEndpoints';
import { apiQuery } from '../../api';
import { apiClient } from '../../api/apiClient';

/**
 * Today's TON check-in (docs/WALLETS.md, "Daily check-in"): asks the server for the text to sign, has the connected
 * wallet sign it through TON Connect's signData (the library shows its confirm, signed and cancelled modals), and
 * sends the signature with the account's state init for the server to verify and credit. Throws the server's
 * refusal, or TON Connect's error (UserRejectsError when the player cancels in the wallet).
 */
export async function checkInWithTon(ui: TonConnectUI): Promise<TonCheckInResult> {
  const offer = await apiClient.call(offerTonCheckIn);
  const account = ui.account;
  if (!account?.walletStateInit) throw new Error('no_wallet');
  const signed = await ui.signData({ type: 'text', text: offer.text });
  return apiClient.call(checkInWithTonWallet, {
    body: {
      // The connected account's raw address: the one the wallet signs as (its state init proves the key).
      address: account.address,
      timestamp: signed.timestamp,
      domain: signed.domain,
      payload: { type: 'text', text: offer.text },
      signature: signed.signature,
      stateInit: account.walletStateInit,
    },
  });
}

/** React Query key of GET /api/wallets/ton/check-in. */
export const TON_CHECK_IN_QUERY_KEY = ['wallets', 'ton', 'check-in'] as const;

/** Today's check-in for the signed-in player (reward, done or not, next opening). */
export function useTonCheckInStatus() {
  return useQuery(apiQuery(getTonCheckIn, {}, TON_CHECK_IN_QUERY_KEY));
}

/** {@link checkInWithTon}, then the header's balances and today's status follow the credited result. */
export function useCheckInWithTon(ui: TonConnectUI): () => Promise<TonCheckInResult> {
  const client = useQueryClient();
  return async () => {
    const result = await checkInWithTon(ui);
    patchMe(client, (me) => ({ ...me, balances: result.balances }));
    client.setQueryData<TonCheckInStatus>(TON_CHECK_IN_QUERY_KEY, (old) => (old ? { ...old, checkedIn: true } : old));
    return result;
  };
}
