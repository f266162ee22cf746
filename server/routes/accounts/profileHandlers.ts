import type { accountsApi } from '../../../src/contracts/accounts';
import { advanceFirstRun } from '../../accounts/advanceFirstRun';
import { getBalances } from '../../accounts/getBalances';
import { getMe } from '../../accounts/getMe';
import { getStamina } from '../../accounts/getStamina';
import { unlinkIdentity } from '../../accounts/unlinkIdentity';
import { updateProfile } from '../../accounts/updateProfile';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountRouteDeps } from './accountRouteDeps';

type ProfileHandlers = Pick<Handlers<typeof accountsApi>, 'getMe' | 'getSessionState' | 'updateProfile' | 'advanceFirstRun' | 'unlinkIdentity' | 'getBalances' | 'getStamina'>;

/** The signed-in player's profile, settings, linked methods, balances and stamina. */
export function profileHandlers(deps: AccountRouteDeps): ProfileHandlers {
  return {
    getMe: ({ player }) => getMe(deps, { playerId: player.id, now: deps.now() }),
    async getSessionState({ context }) {
      const player = await deps.authenticate(context);
      return { me: player ? await getMe(deps, { playerId: player.id, now: deps.now() }) : null };
    },
    async updateProfile({ body, player }) {
      const updated = await updateProfile(deps, { playerId: player.id, changes: body });
      if (!updated.ok) throw accountRefusalError(updated);
      return updated.value;
    },
    advanceFirstRun: ({ body, player }) => advanceFirstRun(deps, { playerId: player.id, step: body.step }),
    async unlinkIdentity({ params, player }) {
      const unlinked = await unlinkIdentity(deps, { playerId: player.id, identityId: params.id });
      if (!unlinked.ok) throw accountRefusalError(unlinked);
      return { ok: true as const };
    },
    getBalances: ({ player }) => getBalances(deps, { playerId: player.id }),
    getStamina: ({ player }) => getStamina(deps, { playerId: player.id, now: deps.now() }),
  };
}
