/**
 * `npm run chain:indexer`: the deposit indexer on its own (the server also runs it when CHAIN_RPC_URL is set).
 * Reads the same variables as the server (DATABASE_URL or DATA_DIR, CHAIN_*). With the embedded database only
 * one process may open it, so run this against PostgreSQL, or while the server is stopped (a backfill).
 */
import { chainConfigFromEnv } from '../../server/chain/chainConfig';
import { startDepositIndexer } from '../../server/chain/depositIndexer';
import { loadConfig } from '../../server/config';
import { openPreparedDatabase } from '../../server/db/prepareDatabase';
import { repositories } from '../../server/db/repositories';
import { createLogger } from '../../server/logger';

const config = loadConfig();
const chain = chainConfigFromEnv(process.env);
if (!chain) {
  process.stderr.write('CHAIN_RPC_URL is unset: nothing to index (see docs/WALLETS.md, "Deposits")\n');
  process.exit(2);
}
const logger = createLogger(config.logLevel);
const { database } = await openPreparedDatabase(config);
const indexer = startDepositIndexer({ db: database.db, repositories, logger }, { config: chain });
const stop = () =>
  void indexer
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
