import type { BattleSimulator } from '../battles/battleSimulator';
import type { Db } from '../db/database';
import type { LedgerRepository } from '../db/ledgerRepository';

/** What the tournament use cases need. */
export interface TournamentDeps {
  db: Db;
  ledger: LedgerRepository;
  simulate: BattleSimulator;
}
