import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { authConfigFromEnv, type AuthConfig } from './domain/auth/authConfig';
import { DEFAULT_GUEST_QUOTA, DEFAULT_MAIL_QUOTA } from './domain/auth/addressQuota';
import type { RateLimitRule } from './domain/auth/rateLimit';
import { staminaConfigFromEnv, type StaminaConfig } from './domain/economy/stamina';

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
  let auth: AuthConfig;
  let stamina: StaminaConfig;
  try {
    auth = authConfigFromEnv(env);
    stamina = staminaConfigFromEnv(env);
  } catch (error) {
    throw new ConfigError(`Invalid server configuration:\n  ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    staticDir: path.resolve(cwd, e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    version: packageVersion(),
    auth,
    stamina,
    quotas: {
      guest: { limit: e.GUEST_STARTS_PER_HOUR, windowSeconds: 3600 },
      mail: { limit: e.CODE_MAILS_PER_HOUR, windowSeconds: 3600 },
    },
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter((o) => o !== ''),
  };
}
