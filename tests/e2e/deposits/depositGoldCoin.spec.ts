import { mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { deployGoldCoin, type GoldCoinDeployment } from '../../../scripts/chain/deployGoldCoin';
import { chainControls, startLocalChain, type LocalChain } from '../../../scripts/chain/localChain';
import { startOwnServer, type OwnServer } from '../support/ownServer';
import { startGuest } from '../support/startGuest';
import { injectHardhatWallet } from './hardhatWallet';
import { lookShot } from '../support/lookShot';

// One chain and one server with deposits on (3 confirmations) for the whole file.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let node: LocalChain;
let deployment: GoldCoinDeployment;
let server: OwnServer;
const dataDir = `.tmp/e2e-deposits-${process.pid}`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  node = await startLocalChain();
  deployment = await deployGoldCoin(node.url);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  server = await startOwnServer({
    staticDir: 'dist',
    dataDir,
    env: {
      CHAIN_RPC_URL: node.url,
      CHAIN_DEPOSIT_CONTRACT: deployment.deposit,
      CHAIN_TOKEN_CONTRACT: deployment.token,
      CHAIN_START_BLOCK: String(deployment.deployBlock),
      CHAIN_CONFIRMATIONS: '3',
      CHAIN_POLL_MS: '250',
      // wagmi's reads and the account center's gold-coin balance go to the chain's RPC from the page.
      CSP_CONNECT_SRC: node.url,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await node?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function guestPage(browser: Browser, account: string, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ baseURL: server.url, viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const wallet = await injectHardhatWallet(page, { rpcUrl: node.url, account });
  await startGuest(page);
  return { page, wallet, context };
}

/** Connects the injected wallet through web3-onboard's modal: tick the agreement, pick the wallet. */
async function connectWithOnboard(page: Page, connect = 'Connect wallet') {
  await page.getByRole('button', { name: connect }).click();
  const modal = page.locator('onboard-v2');
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: /Hardhat Test Wallet/ }).click();
  await expect(page.locator('.deposit-form')).toHaveAttribute('data-wagmi-status', 'connected');
}

/** The token allowance the deposit contract has from `owner`, read from the node. */
function allowance(token: string, owner: string, spender: string): Promise<bigint> {
  const client = createPublicClient({ transport: http(node.url) });
  return client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'allowance', args: [owner as Address, spender as Address] });
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const form = (page: Page) => page.locator('.deposit-form');

test('through wagmi: rejected approval and rejected deposit change nothing, then a deposit is credited once; the account center lists the gold coin; an account change resets the screen; disconnecting leaves wagmi disconnected', async ({ browser }) => {
  const address = deployment.players[0] ?? '';
  const { page, wallet, context } = await guestPage(browser, address);
  const chain = { ...chainControls(node.url), allowance };
  await page.goto('/deposit-gold-coin');
  await expect(page.getByRole('heading', { name: 'Deposit gold coins' })).toBeVisible();
  await expect(page.getByTestId('deposit-ref')).toHaveText(/^0x[0-9a-f]{8}…[0-9a-f]{8}$/);
  await expect(page.getByTestId('gold-balance')).toHaveText('In the game: 50 gold coins');
  await expect(form(page)).toHaveAttribute('data-wagmi-status', 'disconnected');

  await connectWithOnboard(page);
  // Balance and symbol read from the token contract, CORE for gas from the chain.
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 GOLD in this wallet');
  await expect(page.getByTestId('gas-balance')).toHaveText(/^[\d,.]+ CORE for gas$/);
  await expect(form(page).getByText(short(address))).toBeVisible();
  const gasBefore = await page.getByTestId('gas-balance').textContent();

  // The player says no to the approval: the spec's text, no allowance, no balance moved.
  const sends = () => wallet.calls.filter((m) => m === 'eth_sendTransaction').length;
  wallet.rejectNext('eth_sendTransaction', deployment.token);
  await page.getByLabel('Gold coins to deposit').fill('25');
  await page.getByRole('button', { name: 'Approve and deposit 25' }).click();
  await expect(page.getByRole('alert')).toHaveText('You rejected the transaction');
  expect(sends()).toBe(1);
  expect(await chain.allowance(deployment.token, address, deployment.deposit)).toBe(0n);

  // Approved, then the deposit itself is rejected: its own message, the gold stays in the wallet.
  wallet.rejectNext('eth_sendTransaction', deployment.deposit);
  await page.getByRole('button', { name: 'Approve and deposit 25' }).click();
  await expect(page.getByRole('alert')).toHaveText('You rejected the transaction');
  expect(await chain.allowance(deployment.token, address, deployment.deposit)).toBe(25n * 10n ** 18n);
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 GOLD in this wallet');
  const afterRejections = await (await page.request.get('/api/deposits')).json() as { deposits: unknown[] };
  expect(afterRejections.deposits).toEqual([]);

  // The allowance now covers it: one deposit transaction, no second approval.
  const before = sends();
  await page.getByRole('button', { name: 'Approve and deposit 25' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent!' })).toBeVisible();
  expect(sends() - before).toBe(1);
  await lookShot(page, 'test-results/deposits/deposit-sent-390-en.png', { fullPage: true });
  // Refreshed after the transaction: the token balance, and the gas spent.
  await expect(page.getByTestId('wallet-balance')).toHaveText('9,975 GOLD in this wallet');
  await expect(page.getByTestId('gas-balance')).not.toHaveText(gasBefore ?? '');

  // Pending with its confirmations counting up as blocks arrive; never credited before 3.
  const item = page.locator('.deposit-item[data-status="pending"]');
  await expect(item).toContainText('Confirming: 0 of 3');
  await chain.mine(1);
  await expect(item).toContainText('Confirming: 1 of 3');
  await chain.mine(1);
  await expect(item).toContainText('Confirming: 2 of 3');
  await expect(page.getByTestId('gold-balance')).toHaveText('In the game: 50 gold coins');
  await chain.mine(1);
  const credited = page.locator('.deposit-item[data-status="credited"]');
  await expect(credited).toHaveText(/\+25 gold coins credited/);
  await expect(page.getByTestId('gold-balance')).toHaveText('In the game: 75 gold coins');

  // Credited once: more blocks and more polls change nothing.
  await chain.mine(5);
  const deposits = async () => (await (await page.request.get('/api/deposits')).json()) as { deposits: { status: string; goldCoin: number }[] };
  await expect.poll(async () => (await deposits()).deposits.map((d) => [d.status, d.goldCoin])).toEqual([['credited', 25]]);
  const me = (await (await page.request.get('/api/account/me')).json()) as { balances: { gold_coin: number } };
  expect(me.balances.gold_coin).toBe(75);
  await expect(credited).toHaveCount(1);

  // The account center (web3-onboard) lists the gold coin, read from the token, with this wallet's balance.
  const onboard = page.locator('onboard-v2');
  await onboard.locator('.ac-trigger').first().click();
  const tokens = onboard.locator('.secondary-token-container');
  await expect(tokens).toContainText('GOLD');
  await expect(tokens).toContainText('9975');
  await lookShot(page, 'test-results/deposits/account-center-gold-390-en.png');

  // The player picks another account in the wallet: the screen starts over with that account's balances.
  const other = deployment.players[3] ?? '';
  await wallet.switchAccount(other);
  await expect(form(page).getByText(short(other))).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 GOLD in this wallet');
  await expect(page.getByRole('status').filter({ hasText: 'Sent!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve and deposit 25' })).toBeVisible();

  // Disconnect from the account center: web3-onboard and wagmi both let the wallet go.
  await onboard.getByText('Disconnect all Wallets').click();
  await onboard.getByRole('button', { name: 'Confirm' }).click();
  await expect(form(page)).toHaveAttribute('data-wagmi-status', 'disconnected');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await context.close();
});

test('a wallet that leaves Core mid-flow is caught and switched back, then the deposit goes through', async ({ browser }) => {
  const address = deployment.players[2] ?? '';
  const { page, wallet, context } = await guestPage(browser, address);
  await page.goto('/deposit-gold-coin');
  await connectWithOnboard(page);
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 GOLD in this wallet');

  // While the approval prompt is open the player moves the wallet to Ethereum: the step fails, the screen says why
  // and offers the way back.
  wallet.switchChainOnNext('eth_sendTransaction', '0x1');
  await page.getByLabel('Gold coins to deposit').fill('5');
  await page.getByRole('button', { name: 'Approve and deposit 5' }).click();
  await expect(page.getByRole('alert')).toHaveText('The wallet is not connected to this network (4901).');
  await expect(page.getByText('Your wallet is on another network. Switch it to Core Mainnet to deposit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve and deposit 5' })).toHaveCount(0);

  // The switch goes through wagmi → the connector → web3-onboard's setChain → the wallet.
  await page.getByRole('button', { name: 'Switch to Core Mainnet' }).click();
  await expect(page.getByRole('button', { name: 'Approve and deposit 5' })).toBeVisible();
  expect(wallet.chainId()).toBe('0x45c');
  expect(wallet.calls).toContain('wallet_switchEthereumChain');

  // Moved away again outside any prompt: detected from the wallet's event alone.
  await wallet.switchChain('0x1');
  await expect(page.getByRole('button', { name: 'Switch to Core Mainnet' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Core Mainnet' }).click();
  await page.getByRole('button', { name: 'Approve and deposit 5' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent!' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('9,995 GOLD in this wallet');
  await chainControls(node.url).mine(3);
  await expect(page.locator('.deposit-item[data-status="credited"]')).toHaveText(/\+5 gold coins credited/);
  await context.close();
});

test('the deposit screen on a desktop and in Russian', async ({ browser }) => {
  const { page, context } = await guestPage(browser, deployment.players[1] ?? '', { width: 1280, height: 900 });
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.goto('/deposit-gold-coin');
  await expect(page.getByRole('heading', { name: 'Пополнить золотые монеты' })).toBeVisible({ timeout: 30_000 });
  await connectWithOnboard(page, 'Подключить кошелёк');
  await expect(page.getByTestId('wallet-balance')).toContainText('GOLD в этом кошельке');
  await expect(page.getByTestId('gas-balance')).toContainText('CORE на газ');
  await lookShot(page, 'test-results/deposits/deposit-desktop-ru.png', { fullPage: true });
  await context.close();
});
