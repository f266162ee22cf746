import type { ShareRefusalReason } from '../../src/contracts/share/shareRefusalReason';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each share refusal; the client words them from `share:refusals.<reason>`. */
export const SHARE_REFUSALS: RefusalTable<ShareRefusalReason> = {
  share_unavailable: { status: 503, code: 'unavailable' },
  no_telegram_identity: { status: 409, code: 'conflict' },
  battle_not_found: { status: 404, code: 'not_found' },
  not_your_battle: { status: 403, code: 'forbidden' },
  bad_replay: { status: 422, code: 'bad_request' },
  telegram_unreachable: { status: 503, code: 'unavailable' },
};
