import { battleRepository } from './battleRepository';
import { cardRepository } from './cardRepository';
import { depositRepository } from './depositRepository';
import { fairPlayRepository } from './fairPlayRepository';
import { fragmentStoreRepository } from './fragmentStoreRepository';
import { inviteRepository } from './inviteRepository';
import { ledgerRepository } from './ledgerRepository';
import { marketRepository } from './marketRepository';
import { mysteryRepository } from './mysteryRepository';
import { noticeRepository } from './noticeRepository';
import { purchaseRepository } from './purchaseRepository';
import { questRepository } from './questRepository';
import { rankingRepository } from './rankingRepository';
import { reportRepository } from './reportRepository';
import { seasonRepository } from './seasonRepository';
import { spectateRepository } from './spectateRepository';
import { staminaRepository } from './staminaRepository';
import { teamRepository } from './teamRepository';
import { tournamentRepository } from './tournamentRepository';
import { walletChallengeRepository } from './walletChallengeRepository';
import { whitelistRepository } from './whitelistRepository';

/**
 * Every repository of the server, in one object. A repository is a stateless object whose methods take the `Db`
 * to run on first: the database, or the transaction a use case opened with `db.transaction` (so one movement's
 * statements commit together). Nothing is built per database or per transaction; the app's dependencies carry
 * this object so a test can swap one repository (a failing one, a crashing ledger).
 */
export const repositories = {
  battles: battleRepository,
  cards: cardRepository,
  deposits: depositRepository,
  fairPlay: fairPlayRepository,
  fragmentStore: fragmentStoreRepository,
  invites: inviteRepository,
  ledger: ledgerRepository,
  market: marketRepository,
  mystery: mysteryRepository,
  notices: noticeRepository,
  purchases: purchaseRepository,
  quests: questRepository,
  rankings: rankingRepository,
  reports: reportRepository,
  seasons: seasonRepository,
  spectate: spectateRepository,
  stamina: staminaRepository,
  teams: teamRepository,
  tournaments: tournamentRepository,
  walletChallenges: walletChallengeRepository,
  whitelist: whitelistRepository,
};

/** See {@link repositories}. */
export type Repositories = typeof repositories;
