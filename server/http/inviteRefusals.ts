import type { InviteRefusalReason } from '../../src/contracts/invites/inviteRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each invite refusal; the client words them from `economy:invites.refusals.<reason>`. */
export const INVITE_REFUSALS: RefusalTable<InviteRefusalReason> = {
  invite_not_found: { status: 404, code: 'not_found' },
  self_invite: { status: 409, code: 'conflict' },
  already_invited: { status: 409, code: 'conflict' },
  claim_window_closed: { status: 409, code: 'conflict' },
  invite_loop: { status: 409, code: 'conflict' },
};
