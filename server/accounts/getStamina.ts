import type { StaminaView } from '../../src/contracts/accounts/stamina';
import { staminaView } from '../domain/economy/stamina';
import type { AccountDeps } from './accountDeps';

/** The player's stamina as of `now` (the stored value settled by the stamina clock). */
export async function getStamina(deps: Pick<AccountDeps, 'staminaRows' | 'stamina'>, input: { playerId: string; now: Date }): Promise<{ stamina: StaminaView }> {
  return { stamina: staminaView(await deps.staminaRows.read(input.playerId), input.now, deps.stamina) };
}
