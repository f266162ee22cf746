import { mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { deployGoldCoin, type GoldCoinDeployment } from '../../../scripts/chain/deployGoldCoin';
import { chainControls, freePort, startLocalChain, type LocalChain } from '../../../scripts/chain/localChain';
import { startOwnServer, type OwnServer } from '../support/ownServer';
import { startGuest } from '../support/startGuest';
import { injectHardhatWallet } from './hardhatWallet';

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
    port: await freePort(),
    staticDir: 'dist',
    dataDir,
    env: {
      CHAIN_RPC_URL: node.url,
      CHAIN_DEPOSIT_CONTRACT: deployment.deposit,
      CHAIN_TOKEN_CONTRACT: deployment.token,
      CHAIN_START_BLOCK: String(deployment.deployBlock),
      CHAIN_CONFIRMATIONS: '3',
      CHAIN_POLL_MS: '250',
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

test('a player connects an injected Core wallet, approves and deposits, watches the confirmations and is credited once', async ({ browser }) => {
  const { page, wallet, context } = await guestPage(browser, deployment.players[0] ?? '');
  await page.goto('/deposit-gold-coin');
  await expect(page.getByRole('heading', { name: 'Deposit gold coins' })).toBeVisible();
  await expect(page.getByTestId('deposit-ref')).toHaveText(/^0x[0-9a-f]{8}…[0-9a-f]{8}$/);
  await expect(page.getByTestId('gold-balance')).toHaveText('In the game: 50 gold coins');

  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 GOLD in this wallet');
  const address = deployment.players[0] ?? '';
  await expect(page.getByText(`${address.slice(0, 4)}…${address.slice(-4)}`)).toBeVisible();

  // The player says no in the wallet: told so, nothing moves, and they can try again.
  wallet.rejectNext('eth_sendTransaction');
  await page.getByLabel('Gold coins to deposit').fill('25');
  await page.getByRole('button', { name: 'Approve and deposit 25' }).click();
  await expect(page.getByRole('alert')).toHaveText('You rejected the transaction');

  await page.getByRole('button', { name: 'Approve and deposit 25' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent!' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/deposits/deposit-sent-390-en.png', fullPage: true });

  // Pending with its confirmations counting up as blocks arrive; never credited before 3.
  const item = page.locator('.deposit-item[data-status="pending"]');
  await expect(item).toContainText('Confirming: 0 of 3');
  await chainControls(node.url).mine(1);
  await expect(item).toContainText('Confirming: 1 of 3');
  await page.screenshot({ path: 'test-results/deposits/deposit-pending-390-en.png', fullPage: true });
  await chainControls(node.url).mine(1);
  await expect(item).toContainText('Confirming: 2 of 3');
  await expect(page.getByTestId('gold-balance')).toHaveText('In the game: 50 gold coins');
  await chainControls(node.url).mine(1);
  const credited = page.locator('.deposit-item[data-status="credited"]');
  await expect(credited).toHaveText(/\+25 gold coins credited/);
  await expect(page.getByTestId('gold-balance')).toHaveText('In the game: 75 gold coins');
  await expect(page.getByTestId('wallet-balance')).toHaveText('9,975 GOLD in this wallet');
  await page.screenshot({ path: 'test-results/deposits/deposit-credited-390-en.png', fullPage: true });

  // Credited once: more blocks and more polls change nothing.
  await chainControls(node.url).mine(5);
  const deposits = async () => (await (await page.request.get('/api/deposits')).json()) as { deposits: { status: string; goldCoin: number }[] };
  await expect.poll(async () => (await deposits()).deposits.map((d) => [d.status, d.goldCoin])).toEqual([['credited', 25]]);
  const me = (await (await page.request.get('/api/account/me')).json()) as { balances: { gold_coin: number } };
  expect(me.balances.gold_coin).toBe(75);
  await expect(credited).toHaveCount(1);
  await context.close();
});

test('the deposit screen on a desktop and in Russian', async ({ browser }) => {
  const { page, context } = await guestPage(browser, deployment.players[1] ?? '', { width: 1280, height: 900 });
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.goto('/deposit-gold-coin');
  await expect(page.getByRole('heading', { name: 'Пополнить золотые монеты' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Подключить кошелёк' }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText('GOLD в этом кошельке');
  await page.screenshot({ path: 'test-results/deposits/deposit-desktop-ru.png', fullPage: true });
  await context.close();
});
