import { useRef } from 'react';
import type { AccountMe } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { useApiMutation } from '../api/useApiMutation';
import { ME_QUERY_KEY, patchMe, useSessionActions } from './useMe';

/**
 * POST /api/economy/recover-stamina with an idempotency key made once per purchase: a retry after a lost answer
 * reuses it (the server charges once), and it is renewed after a success. The cached account takes the
 * answer's balances and stamina; `onBought` sees the account as it was before, to show what changed.
 */
export function useRecoverStamina(onBought?: (answer: { replayed: boolean; stamina: AccountMe['stamina']; balances: AccountMe['balances'] }, before: AccountMe) => void) {
  const { client } = useSessionActions();
  const key = useRef(crypto.randomUUID());
  const mutation = useApiMutation(api.recoverStamina, {
    onSuccess: (answer) => {
      const before = client.getQueryData<AccountMe | null>(ME_QUERY_KEY);
      if (before) onBought?.(answer, before);
      patchMe(client, (me) => ({ ...me, balances: answer.balances, stamina: answer.stamina }));
      key.current = crypto.randomUUID();
    },
  });
  return { ...mutation, mutate: () => mutation.mutate({ body: { idempotencyKey: key.current } }) };
}
