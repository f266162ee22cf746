import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { authConfigFromEnv, type AuthConfig } from './domain/auth/authConfig';
import { DEFAULT_GUEST_QUOTA, DEFAULT_IDENTITY_SIGN_INS, DEFAULT_MAIL_QUOTA } from './domain/auth/addressQuota';
import { defaultKdfPoolOptions, type KdfPoolOptions } from './domain/auth/kdfPoolOptions';
import { DEFAULT_KDF_PER_ADDRESS } from './domain/auth/passwordHasher';
import { DEFAULT_SESSION_CAP } from './domain/auth/session';
import { DEFAULT_SEASON_CONFIG, type SeasonConfig } from './seasons/seasonConfig';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './db/databaseLimits';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './httpTimeouts';
import type { RateLimitRule } from './domain/auth/rateLimit';
import { staminaConfigFromEnv, type StaminaConfig } from './domain/economy/stamina';
import { purchaseConfigFromEnv, type PurchaseConfig } from './purchases/purchaseConfig';
import { shareConfigFromEnv, type ShareConfig } from './share/shareConfig';

/** Log levels, lowest first; `silent` logs nothing. */
export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
/** One of {@link logLevels}. */
export type LogLevel = (typeof logLevels)[number];

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  STATIC_DIR: z.preprocess(emptyToUndefined, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(logLevels).default('info')),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10_000)),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).default('0')),
  GUEST_STARTS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(DEFAULT_GUEST_QUOTA.limit)),
  CODE_MAILS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(DEFAULT_MAIL_QUOTA.limit)),
  KDF_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  KDF_QUEUE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).optional()),
  KDF_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(DEFAULT_KDF_PER_ADDRESS)),
  SESSIONS_PER_ACCOUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(DEFAULT_SESSION_CAP)),
  SIGN_INS_PER_IDENTITY_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(DEFAULT_IDENTITY_SIGN_INS.limit)),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).default(DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs)),
  HEADERS_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).default(DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs)),
  CSP_CONNECT_SRC: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*(https?|wss?):\/\/[^\s,;']+(\s*,\s*(https?|wss?):\/\/[^\s,;']+)*\s*$/, 'must be comma-separated http(s) or ws(s) origins')
      .optional(),
  ),
  // Wallet sign-in: domains ton_proof / SIWE may name (host[:port], comma-separated).
  WALLET_DOMAINS: z.preprocess(emptyToUndefined, z.string().regex(/^\s*[a-z0-9.-]+(:\d+)?(\s*,\s*[a-z0-9.-]+(:\d+)?)*\s*$/i, 'must be comma-separated host[:port]').optional()),
  DB_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(DEFAULT_DATABASE_LIMITS.poolSize)),
  DB_POOL_WAIT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).default(DEFAULT_DATABASE_LIMITS.poolWaitMs)),
  DB_LOCK_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).default(DEFAULT_DATABASE_LIMITS.lockTimeoutMs)),
  DB_STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).default(DEFAULT_DATABASE_LIMITS.statementTimeoutMs)),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  SEASON_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(366).default(DEFAULT_SEASON_CONFIG.lengthDays)),
  SEASON_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_SEASON_CONFIG.tickMs)),
  SEASON_BATCH: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(DEFAULT_SEASON_CONFIG.batchSize)),
  TOURNAMENT_TICK_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3_600_000).default(5000)),
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*\s*$/, 'must be comma-separated http(s) origins')
      .optional(),
  ),
});

/** The server's configuration, read from the environment once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute directory for on-disk state; the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** When set, the server uses this PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** DB_POOL_SIZE, DB_POOL_WAIT_MS, DB_LOCK_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS: PostgreSQL's bounds (docs/OPERATIONS.md). */
  databaseLimits: DatabaseLimits;
  /** Absolute directory of the built client (`npm run build` output). */
  staticDir: string;
  logLevel: LogLevel;
  /** How long in-flight requests get to finish on shutdown before connections are cut. */
  shutdownTimeoutMs: number;
  /** The package version, reported by /api/health. */
  version: string;
  /** Sign-in providers (TELEGRAM_*, GOOGLE_*, APPLE_*), see docs/ACCOUNTS.md. */
  auth: AuthConfig;
  /** STAMINA_MAX, STAMINA_REGEN_SECONDS. */
  stamina: StaminaConfig;
  /** Per-address budgets: GUEST_STARTS_PER_HOUR (new guest accounts), CODE_MAILS_PER_HOUR (registrations and code mails). */
  quotas: { guest: RateLimitRule; mail: RateLimitRule };
  /** TRUST_PROXY=1: trust X-Forwarded-Proto and the last X-Forwarded-For entry from one reverse proxy. */
  trustProxy: boolean;
  /** ALLOWED_ORIGINS: origins besides the request's own that may write (the w. and a. hosts). */
  allowedOrigins: string[];
  /** KDF_THREADS, KDF_QUEUE, KDF_PER_ADDRESS: the password hashing pool and each address's share of it. */
  kdf: KdfPoolOptions & { perAddress: number };
  /** SESSIONS_PER_ACCOUNT: live sessions one account keeps (the least recently used beyond it are revoked). */
  sessionCap: number;
  /** SIGN_INS_PER_IDENTITY_PER_HOUR: sign-ins one identity (Telegram user, email, provider subject) may make. */
  identitySignIns: RateLimitRule;
  /** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS: how long a client may take to send a request. */
  httpTimeouts: HttpTimeouts;
  /** CSP_CONNECT_SRC: hosts the page may connect to besides its own origin (wallet bridges, chain RPC). */
  cspConnectSources: string[];
  /** WALLET_DOMAINS: domains wallet proofs may name (empty: the request's own host, for development). */
  walletDomains: string[];
  /** APPLE_IAP_*, TELEGRAM_WEBHOOK_SECRET, TELEGRAM_BOT_API_URL: the purchase channels (docs/ECONOMY.md). */
  purchases: PurchaseConfig;
  /** TELEGRAM_BOT_TOKEN + TELEGRAM_BOT_USERNAME (+ TELEGRAM_BOT_API_URL): sharing into Telegram (docs/CLIENT.md); null: off. */
  share: ShareConfig | null;
  /** METRICS_TOKEN: bearer token of GET /metrics; undefined: no metrics endpoint (docs/OPERATIONS.md). */
  metricsToken: string | undefined;
  /** SEASON_DAYS, SEASON_TICK_MS, SEASON_BATCH: ranked seasons (docs/GAME_RULES.md "Seasons and leagues"). */
  seasons: SeasonConfig;
  /** TOURNAMENT_TICK_MS: how often this process looks for a tournament round that is due (0: never; docs/SERVER.md). */
  tournamentTickMs: number;
}

function commaList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((o) => o.trim()).filter((o) => o !== '');
}

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the version from package.json next to the server folder. */
function packageVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  const parsed = z.object({ version: z.string() }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data.version : '0.0.0';
}

/** Parses and validates the environment; relative paths resolve against `cwd`. Throws {@link ConfigError}. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const kdfPool = defaultKdfPoolOptions(availableParallelism());
  let auth: AuthConfig;
  let stamina: StaminaConfig;
  let purchases: PurchaseConfig;
  try {
    auth = authConfigFromEnv(env);
    stamina = staminaConfigFromEnv(env);
    purchases = purchaseConfigFromEnv(env);
  } catch (error) {
    throw new ConfigError(`Invalid server configuration:\n  ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseLimits: { poolSize: e.DB_POOL_SIZE, poolWaitMs: e.DB_POOL_WAIT_MS, lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    version: packageVersion(),
    auth,
    stamina,
    purchases,
    share: shareConfigFromEnv(env),
    quotas: {
      guest: { limit: e.GUEST_STARTS_PER_HOUR, windowSeconds: 3600 },
      mail: { limit: e.CODE_MAILS_PER_HOUR, windowSeconds: 3600 },
    },
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    allowedOrigins: commaList(e.ALLOWED_ORIGINS),
    kdf: { ...kdfPool, ...(e.KDF_THREADS === undefined ? {} : { threads: e.KDF_THREADS }), ...(e.KDF_QUEUE === undefined ? {} : { maxQueue: e.KDF_QUEUE }), perAddress: e.KDF_PER_ADDRESS },
    sessionCap: e.SESSIONS_PER_ACCOUNT,
    identitySignIns: { limit: e.SIGN_INS_PER_IDENTITY_PER_HOUR, windowSeconds: 3600 },
    httpTimeouts: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, headersTimeoutMs: e.HEADERS_TIMEOUT_MS },
    cspConnectSources: commaList(e.CSP_CONNECT_SRC),
    walletDomains: commaList(e.WALLET_DOMAINS),
    metricsToken: e.METRICS_TOKEN,
    seasons: { lengthDays: e.SEASON_DAYS, tickMs: e.SEASON_TICK_MS, batchSize: e.SEASON_BATCH },
    tournamentTickMs: e.TOURNAMENT_TICK_MS,
  };
}
