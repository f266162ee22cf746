import type { accountsApi } from '../../../src/contracts/accounts';
import { recoverStamina } from '../../economy/recoverStamina';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountRouteDeps } from './accountRouteDeps';

type StaminaHandlers = Pick<Handlers<typeof accountsApi>, 'recoverStamina'>;

/** /recover-stamina: game coin for stamina, in one transaction, once per idempotency key. */
export function staminaHandlers(deps: AccountRouteDeps): StaminaHandlers {
  return {
    async recoverStamina({ body, player }) {
      const recovered = await recoverStamina(deps, { playerId: player.id, idempotencyKey: body.idempotencyKey, now: deps.now() });
      if (!recovered.ok) throw accountRefusalError(recovered);
      return recovered.value;
    },
  };
}
