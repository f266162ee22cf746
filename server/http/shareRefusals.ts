import type { ShareRefusalReason } from '../../src/contracts/share/shareRefusalReason';
import type { RefusalTable } from './refusalError';


/** The HTTP answer of each share refusal; the client words them from `share:refusals.<reason>`. */
export const SHARE_REFUSALS: RefusalTable<ShareRefusalReason> = {
  share_unavailable: { status: 503, code: 'unavailable', message: 'Sharing into Telegram is not configured on this server.' },
  no_telegram_identity: { status: 409, code: 'conflict', message: 'Link a Telegram account to share into Telegram.' },
  battle_not_found: { status: 404, code: 'not_found', message: 'No such battle.' },
  not_your_battle: { status: 403, code: 'forbidden', message: 'Only the players of a battle can share it as theirs.' },
  bad_replay: { status: 422, code: 'bad_request', message: 'This replay code does not decode to a battle that reproduces its hash.' },
  telegram_unreachable: { status: 503, code: 'unavailable', message: 'Telegram could not be reached; try again.' },
};
