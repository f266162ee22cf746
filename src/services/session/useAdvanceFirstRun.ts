import { api } from '../../contracts/api';
import { useApiMutation } from '../api/useApiMutation';
import { patchMe, useSessionActions } from './useMe';

/**
 * POST /api/account/first-run: moves the first-run guide on (or skips it). The cached account takes the step the
 * server answers, so the lobby's coach follows at once and every other device sees it on its next /me.
 */
export function useAdvanceFirstRun() {
  const { client } = useSessionActions();
  return useApiMutation(api.advanceFirstRun, {
    onSuccess: (answer) => patchMe(client, (me) => ({ ...me, firstRun: answer.firstRun })),
  });
}
