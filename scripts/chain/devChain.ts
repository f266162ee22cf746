/**
 * `npm run chain`: a local Core chain for development. Starts Hardhat 2's node (chain id 1116) on CHAIN_PORT
 * (default 8545) mining a block every CHAIN_BLOCK_MS (default 2000, so confirmations count up on their own),
 * deploys GoldCoin and GoldCoinDeposit, funds the test accounts, and prints what to give the server. Ctrl+C stops it.
 */
import { deployGoldCoin } from './deployGoldCoin';
import { startLocalChain } from './localChain';

/** Hardhat's well-known development keys for accounts 2-4 (public knowledge: never use them on a real chain). */
const DEV_KEYS = [
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
];

const port = Number(process.env.CHAIN_PORT ?? 8545);
const blockMs = Number(process.env.CHAIN_BLOCK_MS ?? 2000);
const chain = await startLocalChain({ port, blockMs });
const deployment = await deployGoldCoin(chain.url);
const lines = [
  `Local Core chain (id ${deployment.chainId}) at ${chain.url}, a block every ${blockMs} ms`,
  `  GoldCoin        ${deployment.token}`,
  `  GoldCoinDeposit ${deployment.deposit} (treasury ${deployment.treasury})`,
  '',
  'Start the server with deposits on:',
  `  CHAIN_RPC_URL=${chain.url} CHAIN_DEPOSIT_CONTRACT=${deployment.deposit} CHAIN_TOKEN_CONTRACT=${deployment.token} CHAIN_START_BLOCK=${deployment.deployBlock} CHAIN_CONFIRMATIONS=3 CSP_CONNECT_SRC=${chain.url} VITE_CORE_RPC_URL=${chain.url} npm start`,
  '  (CSP_CONNECT_SRC: the deposit screen and the account center read the chain from the page, through wagmi and web3-onboard)',
  '',
  `Funded test accounts (${deployment.fundedGoldCoin} GOLD and 10000 CORE each; import a key into your wallet, add the chain ${chain.url}):`,
  ...deployment.players.slice(0, DEV_KEYS.length).map((address, i) => `  ${address}  key ${DEV_KEYS[i]}`),
  '',
  'Stop: Ctrl+C',
];
process.stdout.write(`${lines.join('\n')}\n`);
const stop = () => void chain.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
