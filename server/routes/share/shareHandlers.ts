import type { shareApi } from '../../../src/contracts/share';
import { requestOrigin } from '../../domain/auth/csrf';
import type { Handlers } from '../../http/registerEndpoints';
import { refusalError } from '../../http/refusalError';
import { SHARE_REFUSALS } from '../../http/shareRefusals';
import { prepareShare } from '../../share/prepareShare';
import type { AppDeps } from '../../appDeps';

/** Share endpoints: the page's public origin read here (behind a trusted proxy, its forwarded one), one use case. */
export function shareHandlers(deps: Pick<AppDeps, 'db' | 'repositories' | 'share' | 'trustProxy'>): Handlers<typeof shareApi> {
  return {
    async prepareShare({ player, body, context }) {
      const origin = requestOrigin(context.req.url, { proto: context.req.header('x-forwarded-proto'), host: context.req.header('x-forwarded-host') }, deps.trustProxy);
      const outcome = await prepareShare(deps, { accountId: player.id, subject: body.subject, language: body.language, origin });
      if (!outcome.ok) throw refusalError(outcome, SHARE_REFUSALS, 'subject');
      return outcome.value;
    },
  };
}
