import type { depositsApi } from '../../../src/contracts/deposits/depositEndpoints';
import { listDeposits } from '../../chain/listDeposits';
import type { AppDeps } from '../../appDeps';
import type { Handlers } from '../../http/registerEndpoints';

/** What the deposit handlers take from the app's dependencies (`chain` undefined: deposits are off). */
export type DepositDeps = Pick<AppDeps, 'db' | 'repositories' | 'chain'>;

/** Deposit endpoints: HTTP in, one use case, its answer out. */
export function depositHandlers(deps: DepositDeps): Handlers<typeof depositsApi> {
  return {
    async getDeposits({ player }) {
      return listDeposits(deps, { accountId: player.id, chain: deps.chain });
    },
  };
}
