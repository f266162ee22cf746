import type { Db } from './database';
import { ledgerRepository, type LedgerRepository } from './ledgerRepository';
import { noticeRepository, type NoticeRepository } from './noticeRepository';
import { staminaRepository, type StaminaRepository } from './staminaRepository';
import { whitelistRepository, type WhitelistRepository } from './whitelistRepository';

/** Every repository the routes and use cases use; one object so wiring and tests pass a single thing. */
export interface Repositories {
  notices: NoticeRepository;
  whitelist: WhitelistRepository;
  ledger: LedgerRepository;
  stamina: StaminaRepository;
}

/** Builds the repositories on a database. */
export function createRepositories(db: Db): Repositories {
  return { notices: noticeRepository(db), whitelist: whitelistRepository(db), ledger: ledgerRepository, stamina: staminaRepository(db) };
}
