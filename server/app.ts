import { Hono } from 'hono';
import { api } from '../src/contracts/api';
import type { Database } from './db/database';
import { repositories as allRepositories, type Repositories } from './db/repositories';
import type { Authenticator } from './http/authenticator';
import { installBodyLimits, ROUTE_BODY_LIMITS } from './http/bodyLimits';
import { compression } from './http/compression';
import { contentSecurityPolicy } from './http/contentSecurityPolicy';
import { csrfCheck } from './http/csrfGuard';
import { installErrorResponses } from './http/errorResponses';
import { noStoreApi } from './http/noStoreApi';
import { installPasswordAdmission } from './http/passwordAdmission';
import { registerEndpoints } from './http/registerEndpoints';
import { requestLogger } from './http/requestLogger';
import { requestMetrics } from './http/requestMetrics';
import { metricsEndpoint } from './http/metricsEndpoint';
import { serverMetrics } from './metrics/serverMetrics';
import { sessionAuthenticator } from './http/sessionAuthenticator';
import { unauthorizedFailure } from './http/requestContext';
import { securityHeaderValues, securityHeaders } from './http/securityHeaders';
import { serveStaticFiles } from './http/staticFiles';
import { inlineScriptHashes } from './http/inlineScriptHashes';
import type { Logger } from './logger';
import { buildOpenApiDocument } from './openapi/openApiDocument';
import { accountServices, type AccountsOptions } from './accounts/accountDeps';
import type { AppDeps } from './appDeps';
import { inlineSimulator } from './battles/battleSimulator';
import { DEFAULT_SEASON_CONFIG } from './seasons/seasonConfig';
import { createHandlers } from './routes/handlers';
import type { BattleSimulator } from './battles/battleSimulator';
import type { ChainConfig } from './chain/chainConfig';
import { DEFAULT_WALLET_SIGN_IN, type WalletSignInConfig } from './wallets/walletSignInRules';
import { purchaseWebhooksApi } from '../src/contracts/purchases/purchaseWebhooks';
import type { PurchaseConfig } from './purchases/purchaseConfig';
import { purchaseChannels } from './purchases/purchaseChannels';
import { purchaseWebhookHandlers } from './routes/purchases/purchaseWebhookHandlers';
import { shareImageRoute } from './routes/share/shareImageRoute';
import type { ShareConfig } from './share/shareConfig';
import { shareServices } from './share/shareServices';
import type { SeasonConfig } from './seasons/seasonConfig';
import { SPECTATE_FEED_PATH } from '../src/contracts/spectate/feedItem';
import { createFeedHub, type FeedHub } from './spectate/feedHub';
import { spectateFeedRoute } from './routes/spectate/spectateFeedRoute';

/** Largest JSON body the API reads anywhere (per-route limits in ROUTE_BODY_LIMITS may be lower). */
export const maxBodyBytes = Math.max(...ROUTE_BODY_LIMITS.map((limit) => limit.maxBytes));

/** Everything the app is built from. */
export interface AppOptions {
  database: Database;
  logger: Logger;
  /** Folder of the built client. */
  staticDir: string;
  version: string;
  /** Defaults to every repository (`db/repositories.ts`); a test swaps one. */
  repositories?: Repositories;
  /** Finds the player of `player` endpoints; defaults to the session-cookie authenticator. */
  authenticate?: Authenticator;
  /** Sign-in providers, mail, clock, stamina and the other account settings (docs/ACCOUNTS.md). */
  accounts?: AccountsOptions;
  /** Hosts the page may connect to besides its own origin (CSP_CONNECT_SRC: wallet bridges, chain RPC). */
  connectSources?: readonly string[];
  /** Where battles are played: the server passes its worker pool; tests play on the event loop. */
  simulate?: BattleSimulator;
  /** Gold-coin deposits on Core (CHAIN_*); undefined: deposits are off. */
  chain?: ChainConfig;
  /** Wallet sign-in (WALLET_DOMAINS, CORE_CHAIN_ID); default: the request's own host, Core (1116). */
  wallets?: WalletSignInConfig;
  /** App Store and Telegram Stars settings (docs/ECONOMY.md "In-app purchases"); unset: both channels off. */
  purchases?: PurchaseConfig;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset: no /metrics (docs/OPERATIONS.md). */
  metricsToken?: string;
  /** The bot that shares battles and invitations into Telegram (TELEGRAM_BOT_TOKEN + TELEGRAM_BOT_USERNAME); unset: off. */
  share?: ShareConfig | null;
  /** Ranked seasons (SEASON_DAYS …); default four weeks. */
  seasons?: SeasonConfig;
  /** The live battle feed's hub; defaults to one for this app. */
  feedHub?: FeedHub;
}

/** Builds the Hono app: request logs, the JSON API under /api, its OpenAPI document, the static client. */
export function createApp(options: AppOptions): Hono {
  const { logger, staticDir, version } = options;
  const app = new Hono();

  app.use('*', requestLogger(logger));
  app.use('*', requestMetrics(serverMetrics));
  // Outermost but the log: every answer (files, /api, errors, 404s) carries the CSP and the other headers.
  const csp = contentSecurityPolicy({ connectSources: options.connectSources ?? [], scriptHashes: inlineScriptHashes(staticDir) });
  const answerSecurityHeaders = securityHeaderValues(csp);
  app.use('*', securityHeaders(answerSecurityHeaders));
  // gzip/deflate for text bodies over 1 KB when the client accepts it (the JS chunks shrink about 3x).
  app.use('*', compression());
  app.use('/api/*', noStoreApi());
  installBodyLimits(app);

  const deps = createAppDeps(options);
  installPasswordAdmission(app, deps.passwords, deps.trustProxy);

  const openApi = buildOpenApiDocument(api, version);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  registerEndpoints(app, api, createHandlers(deps), deps.authenticate, {
    csrf: csrfCheck(deps.allowedOrigins, deps.trustProxy),
    unauthorized: (c) => unauthorizedFailure(c, deps.trustProxy),
  });
  // Store webhooks (Apple, Telegram) carry their own proof (a JWS, a secret header), not the browser's CSRF header.
  registerEndpoints(app, purchaseWebhooksApi, purchaseWebhookHandlers(deps), deps.authenticate);

  // Pictures of shared battles and invitations: public (Telegram fetches them), outside /api so they may be cached.
  app.get('/share/:variant/:file', shareImageRoute(deps.share.images));
  // The live battle feed (Server-Sent Events): a stream, not a JSON endpoint. It writes Node's response itself,
  // past the middleware's headers, so it is handed the same security headers to send.
  const feedHub = options.feedHub ?? createFeedHub({ db: deps.db, repositories: deps.repositories, now: deps.now, logger });
  app.get(SPECTATE_FEED_PATH, spectateFeedRoute({ ...deps, hub: feedHub, securityHeaders: answerSecurityHeaders }));

  if (options.metricsToken) app.get('/metrics', metricsEndpoint(serverMetrics, options.metricsToken));
  app.get('*', serveStaticFiles(staticDir));

  installErrorResponses(app, logger);

  return app;
}

/** The app's one dependency object, resolved from the options; `createApp` builds it once and each area takes the fields it needs. */
export function createAppDeps(options: AppOptions): AppDeps {
  const { database, logger, staticDir, version } = options;
  const accountsOptions = options.accounts ?? {};
  const services = accountServices(database, accountsOptions, logger);
  const now = accountsOptions.now ?? (() => new Date());
  const repositories = options.repositories ?? allRepositories;
  const authenticate = options.authenticate ?? sessionAuthenticator({ ...services, db: database.db, repositories, now });
  const purchases = purchaseChannels(options.purchases ?? { apple: null, stars: null });
  return {
    ...services,
    database,
    db: database.db,
    now,
    logger,
    version,
    repositories,
    authenticate,
    simulate: options.simulate ?? inlineSimulator,
    chain: options.chain,
    wallets: options.wallets ?? DEFAULT_WALLET_SIGN_IN,
    purchases,
    share: shareServices(options.share ?? null, staticDir),
    seasons: options.seasons ?? DEFAULT_SEASON_CONFIG,
  };
}
