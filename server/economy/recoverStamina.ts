import type { Balances } from '../../src/contracts/accounts/currency';
import type { StaminaView } from '../../src/contracts/accounts/stamina';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import type { AppDeps } from '../appDeps';
import { sameMovement } from '../domain/economy/ledgerMovement';
import { grantStamina, settleStamina, staminaView } from '../domain/economy/stamina';
import { STAMINA_RECOVERY, staminaRecoveryMovement } from '../domain/economy/staminaRecovery';

/** Why a recovery was refused. */
export type RecoverStaminaRefusal = 'stamina_full' | 'insufficient_funds' | 'idempotency_conflict';

/** What a recovery answers: balances and stamina after it, and whether this key was used before. */
export interface RecoveredStamina {
  balances: Balances;
  stamina: StaminaView;
  /** True when the key was used before: nothing was charged again, the first result stands. */
  replayed: boolean;
}

/** What recovering stamina takes from the app's dependencies: the database, the repositories (stamina, ledger) and the stamina rules. */
export type RecoverStaminaDeps = Pick<AppDeps, 'db' | 'repositories' | 'stamina'>;

/**
 * /recover-stamina: game coin for stamina, in one transaction, once per idempotency key. Lock order everywhere:
 * the stamina row, then the balance rows (the ledger's post). A retry (the key's movement exists, on this or any
 * other server process) answers the current figures without charging; a key reused for something else is a
 * conflict; a purchase that would pass the stamina cap is refused before anything is charged.
 */
export async function recoverStamina(
  deps: RecoverStaminaDeps,
  input: { playerId: string; idempotencyKey: string; now: Date },
): Promise<Outcome<RecoveredStamina, RecoverStaminaRefusal>> {
  const { playerId, now } = input;
  const movement = staminaRecoveryMovement(playerId, input.idempotencyKey);
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await deps.repositories.stamina.read(tx, playerId, { forUpdate: true });
      const previous = await deps.repositories.ledger.findMovement(tx, playerId, movement.idempotencyKey);
      if (previous) {
        if (!sameMovement(previous.movement, movement)) return refuse('idempotency_conflict');
        return succeed({ balances: await deps.repositories.ledger.balances(tx, playerId), stamina: staminaView(current, now, deps.stamina), replayed: true });
      }
      if (settleStamina(current, now, deps.stamina).value + STAMINA_RECOVERY.stamina > deps.stamina.hardCap) return refuse('stamina_full');
      const posted = await deps.repositories.ledger.post(tx, movement);
      if (posted.status === 'replayed') {
        // A concurrent twin with the same key committed first (it waited on the key's unique index): its result stands.
        return succeed({ balances: posted.balances, stamina: staminaView(await deps.repositories.stamina.read(tx, playerId, {}), now, deps.stamina), replayed: true });
      }
      const next = grantStamina(current, STAMINA_RECOVERY.stamina, now, deps.stamina);
      await deps.repositories.stamina.write(tx, playerId, next);
      return succeed({ balances: posted.balances, stamina: staminaView(next, now, deps.stamina), replayed: false });
    });
  } catch (error) {
    // The ledger refuses by throwing, which rolled the transaction back: nothing was charged or granted.
    return ledgerRefusalOf(error);
  }
}
