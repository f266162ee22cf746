import type { AccountMe } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { useIdempotentMutation } from '../api/useIdempotentMutation';
import { ME_QUERY_KEY, patchMe, useSessionActions } from './useMe';

/**
 * POST /api/economy/recover-stamina under one idempotency key per purchase (useIdempotentMutation: a retry after a
 * lost answer reuses it, so the server charges once). The cached account takes the
 * answer's balances and stamina; `onBought` sees the account as it was before, to show what changed.
 */
export function useRecoverStamina(onBought?: (answer: { replayed: boolean; stamina: AccountMe['stamina']; balances: AccountMe['balances'] }, before: AccountMe) => void) {
  const { client } = useSessionActions();
  const mutation = useIdempotentMutation(api.recoverStamina, {
    onSuccess: (answer) => {
      const before = client.getQueryData<AccountMe | null>(ME_QUERY_KEY);
      if (before) onBought?.(answer, before);
      patchMe(client, (me) => ({ ...me, balances: answer.balances, stamina: answer.stamina }));
    },
  });
  return { ...mutation, mutate: () => mutation.mutate({ body: {} }) };
}
