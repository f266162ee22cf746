import { changePassword, loginWithEmail, registerEmail, resendVerificationCode, verifyEmail } from './emailEndpoints';
import { getProviderStatus, issueOidcNonce, loginWithIdToken } from './oidcEndpoints';
import { advanceFirstRun, getBalances, getMe, getSessionState, getStamina, unlinkIdentity, updateProfile } from './profileEndpoints';
import { listSessions, logout, revokeSession, startAsGuest } from './sessionEndpoints';
import { recoverStamina } from './staminaEndpoints';
import { loginWithTelegramMiniApp, loginWithTelegramWidget } from './telegramEndpoints';

/** Every account endpoint; the wiring spreads this into `api` in src/contracts/api/index.ts. */
export const accountsApi = {
  startAsGuest,
  registerEmail,
  verifyEmail,
  resendVerificationCode,
  loginWithEmail,
  changePassword,
  loginWithTelegramMiniApp,
  loginWithTelegramWidget,
  getProviderStatus,
  issueOidcNonce,
  loginWithIdToken,
  logout,
  listSessions,
  revokeSession,
  getMe,
  getSessionState,
  updateProfile,
  advanceFirstRun,
  unlinkIdentity,
  getBalances,
  getStamina,
  recoverStamina,
} as const;

export * from './account';
export * from './accountRefusalReason';
export * from './currency';
export * from './displayName';
export * from './emailAddress';
export * from './emailEndpoints';
export * from './firstRun';
export * from './language';
export * from './ledgerReason';
export * from './oidcEndpoints';
export * from './password';
export * from './profileEndpoints';
export * from './sessionEndpoints';
export * from './stamina';
export * from './staminaEndpoints';
export * from './telegramEndpoints';
