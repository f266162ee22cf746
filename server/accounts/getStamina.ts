import type { StaminaView } from '../../src/contracts/accounts/stamina';
import { staminaView } from '../domain/economy/stamina';
import type { AppDeps } from '../appDeps';

/** The player's stamina as of `now` (the stored value settled by the stamina clock). */
export async function getStamina(deps: Pick<AppDeps, 'db' | 'repositories' | 'stamina'>, input: { playerId: string; now: Date }): Promise<{ stamina: StaminaView }> {
  return { stamina: staminaView(await deps.repositories.stamina.read(deps.db, input.playerId), input.now, deps.stamina) };
}
