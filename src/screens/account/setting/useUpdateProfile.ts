import { useMutation } from '@tanstack/react-query';
import type { AccountMe } from '../../../contracts/accounts';
import { api } from '../../../contracts/api';
import { apiClient } from '../../../services/api';
import { ME_QUERY_KEY, useSessionActions } from '../../../services/session/useMe';

/** Body of PATCH /api/account/profile as the screens build it. */
export type ProfileChange = Partial<{ displayName: string; avatarCardId: string | null; language: 'en' | 'ru' | 'zh'; soundOn: boolean; reducedMotion: boolean }>;

/** PATCH /api/account/profile; the answer replaces the cached account's profile and settings at once. */
export function useUpdateProfile() {
  const { client } = useSessionActions();
  return useMutation({
    mutationFn: (body: ProfileChange) => apiClient.call(api.updateProfile, { body }),
    onSuccess: (answer) => {
      client.setQueryData<AccountMe | null>(ME_QUERY_KEY, (me) => (me ? { ...me, account: answer.account, settings: answer.settings } : me));
    },
  });
}
