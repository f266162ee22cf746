import type { Db } from './database';
import { noticeRepository, type NoticeRepository } from './noticeRepository';
import { whitelistRepository, type WhitelistRepository } from './whitelistRepository';

/** Every repository the routes use; one object so wiring and tests pass a single thing. */
export interface Repositories {
  notices: NoticeRepository;
  whitelist: WhitelistRepository;
}

/** Builds the repositories on a database. */
export function createRepositories(db: Db): Repositories {
  return { notices: noticeRepository(db), whitelist: whitelistRepository(db) };
}
