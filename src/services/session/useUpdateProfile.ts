import type { AccountMe, AccountSettings } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { useApiMutation } from '../api/useApiMutation';
import { ME_QUERY_KEY, patchMe, useSessionActions } from './useMe';

/** Body of PATCH /api/account/profile as the screens build it. */
export type ProfileChange = Partial<{ displayName: string; avatarCardId: string | null } & AccountSettings>;

/** `me` with a change applied locally (what the server will answer if it accepts the change). */
function applied(me: AccountMe, change: ProfileChange): AccountMe {
  const { displayName, avatarCardId, ...settings } = change;
  return {
    ...me,
    account: {
      ...me.account,
      ...(displayName === undefined ? {} : { displayName }),
      ...(avatarCardId === undefined ? {} : { avatarCardId }),
    },
    settings: { ...me.settings, ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) },
  };
}

/**
 * PATCH /api/account/profile. Switches and pickers change at once (optimistic); a refusal puts the previous
 * value back, and the server's answer replaces the cached account's profile and settings.
 */
export function useUpdateProfile() {
  const { client } = useSessionActions();
  const mutation = useApiMutation(api.updateProfile, {
    onMutate: async ({ body: change }) => {
      await client.cancelQueries({ queryKey: ME_QUERY_KEY });
      const previous = client.getQueryData<AccountMe | null>(ME_QUERY_KEY);
      // Names are checked by the server first (rules, translation of the refusal), so only settings go early.
      if (previous && change.displayName === undefined) client.setQueryData(ME_QUERY_KEY, applied(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous !== undefined) client.setQueryData(ME_QUERY_KEY, context.previous);
    },
    onSuccess: (answer) => patchMe(client, (me) => ({ ...me, account: answer.account, settings: answer.settings })),
  });
  // Screens pass the change itself; the hook wraps it as the endpoint's body.
  return { ...mutation, mutate: (change: ProfileChange, options?: Parameters<typeof mutation.mutate>[1]) => mutation.mutate({ body: change }, options) };
}
