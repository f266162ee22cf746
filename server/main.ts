import { createApp } from './app';
import { createFeedHub } from './spectate/feedHub';
import { battleSimulatorFromEnv } from './battles/battleSimulatorFromEnv';
import { ConfigError, loadConfig } from './config';
import { openPreparedDatabase } from './db/prepareDatabase';
import { repositories } from './db/repositories';
import { mailTransportFromEnv } from './adapters/mailTransportFromEnv';
import { createKdfPool } from './domain/auth/kdfPool';
import { listen } from './listen';
import { createLogger, errorFields } from './logger';
import { readyMessage } from './readyMessage';
import { chainConfigFromEnv } from './chain/chainConfig';
import { startDepositIndexer } from './chain/depositIndexer';
import { DEFAULT_WALLET_SIGN_IN } from './wallets/walletSignInRules';
import { startJobTicker } from './jobs/jobTicker';
import { tickSeasons } from './seasons/tickSeasons';
import { startTournamentScheduler } from './tournaments/tournamentScheduler';

/** Starts the game server and stops it cleanly on SIGTERM/SIGINT (exit 0). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Gold-coin deposits on Core: on when CHAIN_RPC_URL is set (docs/WALLETS.md, "Deposits").
  let chain: ReturnType<typeof chainConfigFromEnv>;
  try {
    chain = chainConfigFromEnv(process.env);
  } catch (error) {
    process.stderr.write(`Invalid server configuration:\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const { database, seeded } = await openPreparedDatabase(config);
  const mail = mailTransportFromEnv(process.env, (line) => process.stdout.write(`${line}\n`));
  // Password hashing on its own threads: libuv's pool stays free for static files and other I/O.
  const kdfPool = createKdfPool(config.kdf);
  // Battles on the event loop by default (a battle is shorter than a worker hand-off), or on BATTLE_THREADS workers.
  const battles = battleSimulatorFromEnv(process.env);
  // The live feed's hub lives here so a stop can end its streams before the server closes.
  const feedHub = createFeedHub({ db: database.db, repositories, now: () => new Date(), logger });
  const app = createApp({
    feedHub,
    database,
    logger,
    staticDir: config.staticDir,
    version: config.version,
    purchases: config.purchases,
    share: config.share,
    accounts: {
      auth: config.auth,
      stamina: config.stamina,
      mail,
      trustProxy: config.trustProxy,
      allowedOrigins: config.allowedOrigins,
      guestQuota: config.quotas.guest,
      mailQuota: config.quotas.mail,
      kdf: kdfPool.kdf,
      kdfPerAddress: config.kdf.perAddress,
      sessionCap: config.sessionCap,
      identitySignIns: config.identitySignIns,
    },
    connectSources: config.cspConnectSources,
    simulate: battles.simulate,
    chain,
    wallets: { ...DEFAULT_WALLET_SIGN_IN, allowedDomains: config.walletDomains },
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    seasons: config.seasons,
  });
  const server = await listen(app, { port: config.port, host: config.host, timeouts: config.httpTimeouts });
  logger.info('start', {
    port: server.port,
    host: config.host,
    database: database.kind,
    ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}),
    staticDir: config.staticDir,
    version: config.version,
    mail: mail.kind,
    kdfThreads: config.kdf.threads,
    battleThreads: battles.threads,
    seeded,
    pid: process.pid,
  });
  // For people, after the JSON log line: where to open the game (whatever LOG_LEVEL says).
  process.stdout.write(readyMessage({ port: server.port, host: config.host, database: database.kind, dataDir: config.dataDir, mail: mail.kind }));

  // Sign-in bookkeeping (failures, dead codes and nonces) is pruned hourly; unref: never keeps the process alive.
  const prune = setInterval(() => {
    repositories.authStore.pruneAuthRecords(database.db, new Date()).then(
      (removed) => logger.debug('pruned auth records', removed),
      (error: unknown) => logger.warn('pruning auth records failed', errorFields(error)),
    );
  }, 60 * 60 * 1000);
  prune.unref();
  // Ranked seasons: every process looks for a due turn; the jobs' row locks make each step happen once (docs/ARCHITECTURE.md).
  const seasonTicker = startJobTicker({
    name: 'season',
    intervalMs: config.seasons.tickMs,
    tick: async () => {
      await tickSeasons({ db: database.db, repositories, seasons: config.seasons }, new Date());
    },
    logger,
  });
  const depositIndexer = chain ? startDepositIndexer({ db: database.db, repositories, logger }, { config: chain }) : undefined;
  // Tournament rounds on schedule; every process runs the tick, one plays each round (SKIP LOCKED).
  const tournaments = startTournamentScheduler({ db: database.db, repositories, simulate: battles.simulate, logger, tickMs: config.tournamentTickMs });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    clearInterval(prune);
    await seasonTicker.stop();
    await depositIndexer?.stop();
    await tournaments.stop();
    try {
      const feeds = feedHub.endAll();
      if (feeds > 0) logger.info('feeds_ended', { clients: feeds });
      await server.close(config.shutdownTimeoutMs);
      await mail.close();
      await kdfPool.close();
      await battles.close();
      await database.close();
      logger.info('stop', { signal });
      process.exit(0);
    } catch (error) {
      logger.error('unclean stop', errorFields(error));
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: 'start failed', ...errorFields(error) })}\n`);
  process.exit(1);
});
