import type { accountsApi } from '../../../src/contracts/accounts';
import { LedgerRefusal, movementExists, postMovementIn, readBalances } from '../../db/ledgerRepository';
import { readStamina, writeStamina } from '../../db/staminaRepository';
import { grantStamina, settleStamina, staminaView } from '../../domain/economy/stamina';
import { STAMINA_RECOVERY, staminaRecoveryMovement } from '../../domain/economy/staminaRecovery';
import { accountFailure } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';

type StaminaHandlers = Pick<Handlers<typeof accountsApi>, 'recoverStamina'>;

/** /recover-stamina: game coin for stamina, in one transaction, once per idempotency key. */
export function staminaHandlers(deps: AccountDeps): StaminaHandlers {
  return {
    async recoverStamina({ body, player }) {
      const now = deps.now();
      const movement = staminaRecoveryMovement(player.id, body.idempotencyKey);
      try {
        return await deps.db.transaction(async (tx) => {
          // Lock order everywhere: stamina row, then balance rows (postMovementIn).
          const current = await readStamina(tx, player.id, { forUpdate: true });
          if (await movementExists(tx, player.id, movement.idempotencyKey)) {
            await postMovementIn(tx, movement); // replays, or throws idempotency_conflict
            return { balances: await readBalances(tx, player.id), stamina: staminaView(current, now, deps.stamina), replayed: true };
          }
          if (settleStamina(current, now, deps.stamina).value + STAMINA_RECOVERY.stamina > deps.stamina.hardCap) throw accountFailure('stamina_full', player.language);
          const posted = await postMovementIn(tx, movement);
          if (posted.status === 'replayed') {
            // A concurrent twin with the same key committed first: answer its result, grant nothing again.
            return { balances: posted.balances, stamina: staminaView(await readStamina(tx, player.id), now, deps.stamina), replayed: true };
          }
          const next = grantStamina(current, STAMINA_RECOVERY.stamina, now, deps.stamina);
          await writeStamina(tx, player.id, next);
          return { balances: posted.balances, stamina: staminaView(next, now, deps.stamina), replayed: false };
        });
      } catch (error) {
        if (error instanceof LedgerRefusal) throw accountFailure(error.reason, player.language);
        throw error;
      }
    },
  };
}
