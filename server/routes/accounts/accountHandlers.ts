import type { accountsApi } from '../../../src/contracts/accounts';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountRouteDeps } from './accountRouteDeps';
import { emailHandlers } from './emailHandlers';
import { oidcHandlers } from './oidcHandlers';
import { profileHandlers } from './profileHandlers';
import { sessionHandlers } from './sessionHandlers';
import { staminaHandlers } from './staminaHandlers';
import { telegramHandlers } from './telegramHandlers';

/** The handler of every account endpoint. */
export function accountHandlers(deps: AccountRouteDeps): Handlers<typeof accountsApi> {
  return {
    ...sessionHandlers(deps),
    ...emailHandlers(deps),
    ...telegramHandlers(deps),
    ...oidcHandlers(deps),
    ...profileHandlers(deps),
    ...staminaHandlers(deps),
  };
}
