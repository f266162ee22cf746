import type { invitesApi } from '../../../src/contracts/invites';
import type { Db } from '../../db/database';
import { INVITE_REFUSALS } from '../../http/inviteRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { requestIp } from '../../http/requestContext';
import { claimInvite } from '../../invites/claimInvite';
import { getInvites } from '../../invites/getInvites';

/** What the invite handlers need. */
export interface InviteDeps {
  db: Db;
  now: () => Date;
  trustProxy: boolean;
  /** TELEGRAM_BOT_USERNAME, for the t.me link. */
  botUsername: string | null;
}

/** Invite endpoints: HTTP in (the client address read here), one use case, its answer or refusal out. */
export function inviteHandlers(deps: InviteDeps): Handlers<typeof invitesApi> {
  return {
    getInvites: ({ player }) => getInvites({ accountId: player.id, botUsername: deps.botUsername, db: deps.db }),
    async claimInvite({ player, body, context }) {
      const evidence = { ip: requestIp(context, deps.trustProxy), deviceId: body.deviceId };
      const outcome = await claimInvite({ accountId: player.id, code: body.code, evidence, now: deps.now(), db: deps.db });
      if (!outcome.ok) throw refusalError(outcome, INVITE_REFUSALS, 'code');
      return outcome.value;
    },
  };
}
