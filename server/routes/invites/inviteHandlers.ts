import type { invitesApi } from '../../../src/contracts/invites';
import type { AppDeps } from '../../appDeps';
import { INVITE_REFUSALS } from '../../http/inviteRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { requestIp } from '../../http/requestContext';
import { claimInvite } from '../../invites/claimInvite';
import { getInvites } from '../../invites/getInvites';

/** What the invite handlers take from the app's dependencies (`auth.telegram.botUsername` for the t.me link). */
export type InviteDeps = Pick<AppDeps, 'db' | 'repositories' | 'now' | 'trustProxy' | 'auth'>;

/** Invite endpoints: HTTP in (the client address read here), one use case, its answer or refusal out. */
export function inviteHandlers(deps: InviteDeps): Handlers<typeof invitesApi> {
  return {
    getInvites: ({ player }) => getInvites(deps, { accountId: player.id, botUsername: deps.auth.telegram.botUsername }),
    async claimInvite({ player, body, context }) {
      const evidence = { ip: requestIp(context, deps.trustProxy), deviceId: body.deviceId };
      const outcome = await claimInvite(deps, { accountId: player.id, code: body.code, evidence, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, INVITE_REFUSALS, 'code');
      return outcome.value;
    },
  };
}
