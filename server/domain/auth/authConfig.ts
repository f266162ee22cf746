import type { OidcProvider } from '../../../src/contracts/accounts/oidcEndpoints';
import { oidcSettingsFromEnv, type OidcEnv, type OidcProviderSettings } from './oidcProviderSettings';
import { DEFAULT_MINI_APP_FRESHNESS } from './telegramInitData';
import { DEFAULT_WIDGET_FRESHNESS } from './telegramLoginWidget';
import type { TelegramFreshness } from './telegramUser';

/** Environment variables of the sign-in methods (see docs/ACCOUNTS.md). */
export interface AuthEnv extends OidcEnv {
  TELEGRAM_BOT_TOKEN?: string | undefined;
  TELEGRAM_BOT_USERNAME?: string | undefined;
  /** Max age of mini-app initData in seconds (default 86400). */
  TELEGRAM_INIT_DATA_MAX_AGE?: string | undefined;
  /** Max age of Login Widget data in seconds (default 3600). */
  TELEGRAM_WIDGET_MAX_AGE?: string | undefined;
}

/** Everything the sign-in checks need to know about this deployment. */
export interface AuthConfig {
  telegram: {
    botToken: string;
    botUsername: string | null;
    miniApp: TelegramFreshness;
    widget: TelegramFreshness;
  };
  oidc: Record<OidcProvider, OidcProviderSettings>;
}

function seconds(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`);
  return value;
}

/** Reads {@link AuthConfig} from the environment; throws at start-up on a malformed value rather than later. */
export function authConfigFromEnv(env: AuthEnv): AuthConfig {
  const username = env.TELEGRAM_BOT_USERNAME?.trim().replace(/^@/, '');
  return {
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN?.trim() ?? '',
      botUsername: username ? username : null,
      miniApp: {
        ...DEFAULT_MINI_APP_FRESHNESS,
        maxAgeSeconds: seconds(env.TELEGRAM_INIT_DATA_MAX_AGE, DEFAULT_MINI_APP_FRESHNESS.maxAgeSeconds, 'TELEGRAM_INIT_DATA_MAX_AGE'),
      },
      widget: {
        ...DEFAULT_WIDGET_FRESHNESS,
        maxAgeSeconds: seconds(env.TELEGRAM_WIDGET_MAX_AGE, DEFAULT_WIDGET_FRESHNESS.maxAgeSeconds, 'TELEGRAM_WIDGET_MAX_AGE'),
      },
    },
    oidc: oidcSettingsFromEnv(env),
  };
}
