import { refuse, type Refusal } from '../../src/contracts/api/refusal';
import type { BattleRefusalReason } from '../../src/contracts/battles/battleRefusalReason';

/** Thrown inside a battle transaction to roll it back and answer a refusal (caught by the use case). */
export class BattleRefused extends Error {
  override readonly name = 'BattleRefused';
  constructor(readonly refusal: Refusal<BattleRefusalReason>) {
    super(refusal.reason);
  }
}

/** Throws a {@link BattleRefused} for `reason` (inside the transaction, so nothing it did is kept). */
export function refuseBattle(reason: BattleRefusalReason, params?: Readonly<Record<string, string | number>>): never {
  throw new BattleRefused(refuse(reason, params));
}
