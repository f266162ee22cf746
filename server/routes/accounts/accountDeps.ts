import type { JWTVerifyGetKey } from 'jose';
import type { OidcProvider } from '../../../src/contracts/accounts/oidcEndpoints';
import type { Db } from '../../db/database';
import { dbAttemptStore, dbOidcNonceStore } from '../../db/authStoreRepositories';
import { ConsoleMailTransport } from '../../domain/accounts/consoleMailTransport';
import type { MailTransport } from '../../domain/accounts/mailTransport';
import { AddressQuota, DEFAULT_GUEST_QUOTA, DEFAULT_MAIL_QUOTA, DEFAULT_NONCE_QUOTA } from '../../domain/auth/addressQuota';
import { authConfigFromEnv, type AuthConfig } from '../../domain/auth/authConfig';
import type { OidcNonceStore } from '../../domain/auth/oidcNonce';
import type { RateLimitRule } from '../../domain/auth/rateLimit';
import { DEFAULT_SCRYPT_PARAMS, dummyPasswordHash, type ScryptParams } from '../../domain/auth/passwordHash';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from '../../domain/auth/session';
import { DEFAULT_SIGN_IN_RULES, SignInLimiter, type SignInRules } from '../../domain/auth/signInLimiter';
import { remoteKeySet } from '../../domain/auth/verifyIdToken';
import { DEFAULT_STAMINA_CONFIG, type StaminaConfig } from '../../domain/economy/stamina';
import type { Authenticator } from '../../http/authenticator';
import type { Logger } from '../../logger';

/** How the accounts part of the app is configured; every field has a production default. */
export interface AccountsOptions {
  /** Sign-in providers (Telegram bot, Google/Apple client ids). Default: none configured (`authConfigFromEnv({})`). */
  auth?: AuthConfig;
  /** Where verification mail goes. Default: the console transport (one JSON log line). */
  mail?: MailTransport;
  /** Key sets that verify ID tokens. Default: the providers' published JWKS (fetched and cached). Tests inject local ones. */
  keySets?: Partial<Record<OidcProvider, JWTVerifyGetKey>>;
  /** The clock. Default: `() => new Date()`. Tests inject a fake one (stamina, expiry, rate-limit windows). */
  now?: () => Date;
  /**
   * TEST ONLY: cheaper scrypt parameters so a suite can register many players quickly. Production always uses
   * DEFAULT_SCRYPT_PARAMS (N = 2^17); `main.ts` never sets this.
   */
  scryptParams?: ScryptParams;
  stamina?: StaminaConfig;
  signInRules?: SignInRules;
  /** Registrations and code mails per client address (DEFAULT_MAIL_QUOTA: 30 an hour). */
  mailQuota?: RateLimitRule;
  /** Guest accounts per client address (DEFAULT_GUEST_QUOTA: 30 an hour). */
  guestQuota?: RateLimitRule;
  /** OIDC nonces per client address (DEFAULT_NONCE_QUOTA: 60 in 10 minutes). */
  nonceQuota?: RateLimitRule;
  sessionPolicy?: SessionPolicy;
  /** Trust X-Forwarded-Proto / X-Forwarded-For from one reverse proxy (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Origins besides the request's own that may write (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

/** Everything the account handlers use, resolved from {@link AccountsOptions}. */
export interface AccountDeps {
  db: Db;
  auth: AuthConfig;
  mail: MailTransport;
  keySets: Record<OidcProvider, JWTVerifyGetKey>;
  now: () => Date;
  scrypt: ScryptParams;
  stamina: StaminaConfig;
  sessionPolicy: SessionPolicy;
  limiter: SignInLimiter;
  /** The per-address budget of registrations and code mails. */
  mailQuota: AddressQuota;
  /** The per-address budget of guest accounts. */
  guestQuota: AddressQuota;
  /** The per-address budget of OIDC nonces. */
  nonceQuota: AddressQuota;
  nonces: OidcNonceStore;
  trustProxy: boolean;
  allowedOrigins: readonly string[];
  /** A hash to verify against when the email is unknown, so both cases take the same time (computed once). */
  dummyHash: () => Promise<string>;
  /** The session reader; public endpoints use it to see whether someone is signed in (linking). */
  authenticate: Authenticator;
  /** For failures a handler survives (a notification mail that could not be sent). */
  logger: Logger;
}

/** Resolves the options; `authenticate` is built by the caller from the result (it needs `db`, `now`...). */
export function accountDeps(db: Db, options: AccountsOptions, logger: Logger): Omit<AccountDeps, 'authenticate'> {
  const auth = options.auth ?? authConfigFromEnv({});
  const scrypt = options.scryptParams ?? DEFAULT_SCRYPT_PARAMS;
  let dummy: Promise<string> | undefined;
  return {
    db,
    auth,
    mail: options.mail ?? new ConsoleMailTransport((line) => logger.info('mail', JSON.parse(line) as Record<string, unknown>)),
    keySets: {
      google: options.keySets?.google ?? remoteKeySet(auth.oidc.google),
      apple: options.keySets?.apple ?? remoteKeySet(auth.oidc.apple),
    },
    now: options.now ?? (() => new Date()),
    scrypt,
    stamina: options.stamina ?? DEFAULT_STAMINA_CONFIG,
    sessionPolicy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY,
    limiter: new SignInLimiter(dbAttemptStore(db), options.signInRules ?? DEFAULT_SIGN_IN_RULES),
    mailQuota: new AddressQuota(dbAttemptStore(db), options.mailQuota ?? DEFAULT_MAIL_QUOTA),
    guestQuota: new AddressQuota(dbAttemptStore(db), options.guestQuota ?? DEFAULT_GUEST_QUOTA, 'guest'),
    nonceQuota: new AddressQuota(dbAttemptStore(db), options.nonceQuota ?? DEFAULT_NONCE_QUOTA, 'nonce'),
    nonces: dbOidcNonceStore(db),
    trustProxy: options.trustProxy ?? false,
    allowedOrigins: options.allowedOrigins ?? [],
    dummyHash: () => (dummy ??= dummyPasswordHash(scrypt)),
    logger,
  };
}
