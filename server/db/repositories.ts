import { accountRepository } from './accountRepository';
import { authStoreRepository } from './authStoreRepositories';
import { battleRepository } from './battleRepository';
import { cardRepository } from './cardRepository';
import { depositRepository } from './depositRepository';
import { emailClaimRepository } from './emailClaimRepository';
import { fairPlayRepository } from './fairPlayRepository';
import { firstRunRepository } from './firstRunRepository';
import { fragmentStoreRepository } from './fragmentStoreRepository';
import { inviteRepository } from './inviteRepository';
import { jobRepository } from './jobRepository';
import { ledgerRepository } from './ledgerRepository';
import { marketCardRepository } from './marketCardRepository';
import { marketEvidenceRepository } from './marketEvidenceRepository';
import { marketRepository } from './marketRepository';
import { mysteryRepository } from './mysteryRepository';
import { noticeRepository } from './noticeRepository';
import { purchaseRepository } from './purchaseRepository';
import { questRepository } from './questRepository';
import { rankingRepository } from './rankingRepository';
import { reportRepository } from './reportRepository';
import { seasonRepository } from './seasonRepository';
import { sessionRepository } from './sessionRepository';
import { spectateRepository } from './spectateRepository';
import { staminaRepository } from './staminaRepository';
import { teamRepository } from './teamRepository';
import { tournamentRepository } from './tournamentRepository';
import { walletChallengeRepository } from './walletChallengeRepository';
import { whitelistRepository } from './whitelistRepository';

/**
 * Every repository of the server, in one object (the one place that lists them). A repository is a stateless
 * object whose methods take the `Db` to run on first: the database, or the transaction a use case opened with
 * `db.transaction` (so its statements commit together); nothing is built per database or per transaction. A use
 * case takes the repositories it uses from the app's dependencies (`AppDeps.repositories`, this object unless a
 * test swaps one: a failing one, a crashing ledger), never by importing a repository module: the layer rule
 * (`scripts/eslint/layerRule.js`) allows that only in this folder and where the app is put together.
 */
export const repositories = {
  accounts: accountRepository,
  authStore: authStoreRepository,
  battles: battleRepository,
  cards: cardRepository,
  deposits: depositRepository,
  emailClaims: emailClaimRepository,
  fairPlay: fairPlayRepository,
  firstRun: firstRunRepository,
  fragmentStore: fragmentStoreRepository,
  invites: inviteRepository,
  jobs: jobRepository,
  ledger: ledgerRepository,
  market: marketRepository,
  marketCards: marketCardRepository,
  marketEvidence: marketEvidenceRepository,
  mystery: mysteryRepository,
  notices: noticeRepository,
  purchases: purchaseRepository,
  quests: questRepository,
  rankings: rankingRepository,
  reports: reportRepository,
  seasons: seasonRepository,
  sessions: sessionRepository,
  spectate: spectateRepository,
  stamina: staminaRepository,
  teams: teamRepository,
  tournaments: tournamentRepository,
  walletChallenges: walletChallengeRepository,
  whitelist: whitelistRepository,
};

/** See {@link repositories}. */
export type Repositories = typeof repositories;
