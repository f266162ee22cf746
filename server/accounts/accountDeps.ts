import type { JWTVerifyGetKey } from 'jose';
import type { OidcProvider } from '../../src/contracts/accounts/oidcEndpoints';
import type { Database } from '../db/database';
import { notifyingRevocations, SESSION_REVOKED_CHANNEL, type RevocationListener } from '../db/sessionRepository';
import { dbAttemptStore, dbOidcNonceStore } from '../db/authStoreRepositories';
import { ConsoleMailTransport } from '../domain/accounts/consoleMailTransport';
import type { MailTransport } from '../domain/accounts/mailTransport';
import { AddressQuota, DEFAULT_GUEST_QUOTA, DEFAULT_IDENTITY_SIGN_INS, DEFAULT_MAIL_QUOTA, DEFAULT_MAILBOX_COOLDOWN, DEFAULT_NONCE_QUOTA } from '../domain/auth/addressQuota';
import { authConfigFromEnv, type AuthConfig } from '../domain/auth/authConfig';
import type { OidcNonceStore } from '../domain/auth/oidcNonce';
import type { RateLimitRule } from '../domain/auth/rateLimit';
import type { Kdf, ScryptParams } from '../domain/auth/passwordHash';
import { createPasswordHasher, type PasswordHasher } from '../domain/auth/passwordHasher';
import { DEFAULT_SESSION_CAP, DEFAULT_SESSION_POLICY, type SessionPolicy } from '../domain/auth/session';
import { DEFAULT_SIGN_IN_RULES, SignInLimiter, type SignInRules } from '../domain/auth/signInLimiter';
import { DEFAULT_STAMINA_CONFIG, type StaminaConfig } from '../domain/economy/stamina';
import { remoteKeySet } from '../adapters/remoteKeySet';
import { DEFAULT_SESSION_CACHE, SessionCache } from './sessionCache';
import { ACCOUNT_VIEW_TABLES, AccountViewCache } from './accountViewCache';
import type { Logger } from '../logger';

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
  /** Where scrypt runs. Default: libuv's pool; `main.ts` passes the dedicated KDF pool (`kdfPool.ts`). */
  kdf?: Kdf;
  /** Hashes one client address may have in flight (KDF_PER_ADDRESS). Default: no limit; `main.ts` sets it. */
  kdfPerAddress?: number;
  /** Registrations and code mails per address (email), whoever asks: one a minute (DEFAULT_MAILBOX_COOLDOWN). */
  mailboxCooldown?: RateLimitRule;
  /** Sign-ins per identity (a Telegram user, an email, a provider subject): DEFAULT_IDENTITY_SIGN_INS. */
  identitySignIns?: RateLimitRule;
  /** Live sessions per account; the oldest are revoked beyond it (SESSIONS_PER_ACCOUNT, DEFAULT_SESSION_CAP). */
  sessionCap?: number;
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
  /** Milliseconds a resolved session may answer from memory (DEFAULT_SESSION_CACHE: 10 s; 0 turns it off). */
  sessionCacheMs?: number;
  /** Origins besides the request's own that may write (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

/**
 * The account services resolved from {@link AccountsOptions}: sessions, hashing, quotas, mail, sign-in providers.
 * They are part of the app's dependencies (`AppDeps`), from which every area takes what it needs.
 */
export interface AccountServices {
  /** Told of every session revocation (`sessionRepository`'s revoking methods take it): evicts the session cache here and, on PostgreSQL, everywhere. */
  revocations: RevocationListener;
  /** Resolved sessions kept briefly in memory; evicted on revocation here and, over LISTEN/NOTIFY, everywhere. */
  sessionCache: SessionCache;
  /** /me's rows kept until a write names their tables: PGlite only (the sole writer); null on PostgreSQL. */
  accountViews: AccountViewCache | null;
  auth: AuthConfig;
  mail: MailTransport;
  keySets: Record<OidcProvider, JWTVerifyGetKey>;
  /** Password hashing on the KDF pool, charged per client address. */
  passwords: PasswordHasher;
  stamina: StaminaConfig;
  sessionPolicy: SessionPolicy;
  limiter: SignInLimiter;
  /** The per-address budget of registrations and code mails. */
  mailQuota: AddressQuota;
  /** The per-address budget of guest accounts. */
  guestQuota: AddressQuota;
  /** The per-address budget of OIDC nonces. */
  nonceQuota: AddressQuota;
  /** One registration or code mail per email address a minute, whoever asks (known or unknown address alike). */
  mailboxCooldown: AddressQuota;
  /** Sign-ins per identity: many sign-ins with one proof cannot mint sessions without limit. */
  identitySignIns: AddressQuota;
  /** Live sessions one account may hold; the least recently used beyond it are revoked. */
  sessionCap: number;
  nonces: OidcNonceStore;
  trustProxy: boolean;
  allowedOrigins: readonly string[];
}

/**
 * Resolves the options. On PostgreSQL the session cache is trusted only while this process LISTENs for
 * revocations (other processes revoke too); on PGlite this process is the only one, so its own evictions suffice.
 */
export function accountServices(database: Database, options: AccountsOptions, logger: Logger): AccountServices {
  const { db } = database;
  const auth = options.auth ?? authConfigFromEnv({});
  const crossProcess = database.kind === 'postgres';
  const { changes } = database;
  const sessionCache = new SessionCache({ ...DEFAULT_SESSION_CACHE, ttlMs: options.sessionCacheMs ?? DEFAULT_SESSION_CACHE.ttlMs }, !crossProcess);
  database.listen?.(SESSION_REVOKED_CHANNEL, {
    onMessage: (accountId) => sessionCache.forgetAccount(accountId),
    onState: (listening) => (listening ? sessionCache.enable() : sessionCache.disable()),
  });
  return {
    revocations: notifyingRevocations((accountId) => sessionCache.forgetAccount(accountId), crossProcess),
    sessionCache,
    accountViews: changes ? new AccountViewCache(() => changes.version(ACCOUNT_VIEW_TABLES)) : null,
    auth,
    mail: options.mail ?? new ConsoleMailTransport((line) => logger.info('mail', JSON.parse(line) as Record<string, unknown>)),
    keySets: {
      google: options.keySets?.google ?? remoteKeySet(auth.oidc.google),
      apple: options.keySets?.apple ?? remoteKeySet(auth.oidc.apple),
    },
    passwords: createPasswordHasher({ params: options.scryptParams, kdf: options.kdf, perAddress: options.kdfPerAddress }),
    stamina: options.stamina ?? DEFAULT_STAMINA_CONFIG,
    sessionPolicy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY,
    limiter: new SignInLimiter(dbAttemptStore(db), options.signInRules ?? DEFAULT_SIGN_IN_RULES),
    mailQuota: new AddressQuota(dbAttemptStore(db), options.mailQuota ?? DEFAULT_MAIL_QUOTA),
    guestQuota: new AddressQuota(dbAttemptStore(db), options.guestQuota ?? DEFAULT_GUEST_QUOTA, 'guest'),
    nonceQuota: new AddressQuota(dbAttemptStore(db), options.nonceQuota ?? DEFAULT_NONCE_QUOTA, 'nonce'),
    mailboxCooldown: new AddressQuota(dbAttemptStore(db), options.mailboxCooldown ?? DEFAULT_MAILBOX_COOLDOWN, 'mailbox'),
    identitySignIns: new AddressQuota(dbAttemptStore(db), options.identitySignIns ?? DEFAULT_IDENTITY_SIGN_INS, 'signin'),
    sessionCap: options.sessionCap ?? DEFAULT_SESSION_CAP,
    nonces: dbOidcNonceStore(db),
    trustProxy: options.trustProxy ?? false,
    allowedOrigins: options.allowedOrigins ?? [],
  };
}
