import type { InviteRefusalReason } from '../../src/contracts/invites/inviteRefusalReason';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each invite refusal; the client words them from `economy:invites.refusals.<reason>`. */
export const INVITE_REFUSALS: RefusalTable<InviteRefusalReason> = {
  invite_not_found: { status: 404, code: 'not_found', message: 'No player has this invite code.' },
  self_invite: { status: 409, code: 'conflict', message: 'You cannot use your own invite code.' },
  already_invited: { status: 409, code: 'conflict', message: 'This account was already invited by someone.' },
  claim_window_closed: { status: 409, code: 'conflict', message: 'Invite codes count only when used at sign-up.' },
  invite_loop: { status: 409, code: 'conflict', message: 'This player joined through your invite (directly or through others): invites cannot go in a circle.' },
};
