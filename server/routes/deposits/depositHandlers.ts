import type { depositsApi } from '../../../src/contracts/deposits/depositEndpoints';
import type { ChainConfig } from '../../chain/chainConfig';
import { listDeposits } from '../../chain/listDeposits';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/registerEndpoints';

/** What the deposit handlers need: the database and the chain settings (undefined: deposits are off). */
export interface DepositDeps {
  db: Db;
  chain: ChainConfig | undefined;
}

/** Deposit endpoints: HTTP in, one use case, its answer out. */
export function depositHandlers(deps: DepositDeps): Handlers<typeof depositsApi> {
  return {
    async getDeposits({ player }) {
      return listDeposits({ db: deps.db, accountId: player.id, chain: deps.chain });
    },
  };
}
