import { expect, test, type Page } from '@playwright/test';
import { WALLET_AGREEMENT_VERSION } from '../../../src/services/wallets/walletAgreement';
import { startGuest } from '../support/startGuest';
import { injectEvmWallet, injectTonWallet, recordCspViolations } from './testWallets';
import { lookShot } from '../support/lookShot';

// Whole sign-in flows on a loaded machine (CI shares 2 cores): give each test room, every step still waits on state.
test.describe.configure({ timeout: 180_000 });

// The app's own server (playwright.config.ts): WALLET_DOMAINS is unset, so proofs for localhost:<port> pass.
const header = (page: Page) => page.getByRole('region', { name: 'Player' });
const evmPanel = (page: Page) => page.getByRole('region', { name: 'EVM wallet on Core' });

test.describe('EVM wallet (web3-onboard + Sign-In with Ethereum)', () => {
  test('linked from /setting: agreement, a rejected connection with try again, switch to Core through the 4902 add path, sign in', async ({ page }, testInfo) => {
    const wallet = await injectEvmWallet(page);
    await startGuest(page);
    await page.goto('/setting');
    await page.locator('[data-link-kind=evm_wallet]').click();
    await expect(page).toHaveURL(/\/wallet-login\?next=%2Fsetting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your wallets' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/a wallet you connect here is linked to this account/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is a wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a TON wallet' })).toHaveAttribute('href', 'https://ton.org/wallets');
    await lookShot(page, testInfo.outputPath('1-wallet-login-390.png'), { fullPage: true });

    wallet.rejectNext('eth_requestAccounts');
    await evmPanel(page).getByRole('button', { name: 'Connect wallet' }).click();
    const modal = page.locator('onboard-v2');
    await expect(modal.getByText('1 available wallet')).toBeVisible();
    // Wallets stay unusable until the terms and privacy agreement is ticked.
    const agreement = modal.getByRole('checkbox');
    await expect(agreement).toBeVisible();
    await expect(agreement).not.toBeChecked();
    // web3-onboard greys the wallet list out (class "disabled": no pointer events) until then.
    const walletList = modal.locator('div.disabled');
    await expect(walletList.getByRole('button', { name: /Test Wallet/ })).toBeVisible();
    await lookShot(page, testInfo.outputPath('2-onboard-agreement-390.png'));
    await agreement.check();
    await expect(walletList).toHaveCount(0);
    await modal.getByRole('button', { name: /Test Wallet/ }).click();
    await expect(modal.getByText('Connection Rejected!')).toBeVisible();
    await expect(modal.getByText('Click here to try again')).toBeVisible();
    await lookShot(page, testInfo.outputPath('3-onboard-rejected-390.png'));
    await modal.getByText('Click here to try again').click();
    await expect(modal.getByText('Connection Rejected!')).toHaveCount(0);

    // Connected on Ethereum: the one next step is the switch to Core, which the wallet does not know yet.
    const switchButton = page.getByRole('button', { name: 'Switch to Core Mainnet' });
    await expect(switchButton).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`${wallet.address.slice(0, 4)}…${wallet.address.slice(-4)}`)).toBeVisible();
    await switchButton.click();
    await expect(page.getByRole('button', { name: 'Sign in with this wallet' })).toBeVisible();
    const methods = wallet.calls.map((call) => call.method);
    expect(methods).toContain('wallet_addEthereumChain');
    const added = wallet.calls.find((call) => call.method === 'wallet_addEthereumChain')?.params as { chainId: string; chainName: string; nativeCurrency: { symbol: string; decimals: number } }[];
    expect(added[0]).toMatchObject({ chainId: '0x45c', chainName: 'Core Mainnet', nativeCurrency: { symbol: 'CORE', decimals: 18 } });
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(methods.indexOf('wallet_addEthereumChain'));

    // A refused signature says so and offers to try again; the second try signs in.
    wallet.rejectNext('personal_sign');
    await page.getByRole('button', { name: 'Sign in with this wallet' }).click();
    await expect(page.getByRole('alert')).toHaveText('You rejected the signature, so nothing was signed.');
    await page.getByRole('button', { name: 'Try again' }).click();
    // Linked to the guest's account, the player is back on /setting with the wallet among the sign-in methods.
    await expect(page).toHaveURL(/\/setting$/);
    const identities = page.getByRole('list', { name: 'Sign-in methods' });
    await expect(identities).toContainText(`${wallet.address.toLowerCase().slice(0, 4)}…${wallet.address.toLowerCase().slice(-4)}`);
  });

  test('the agreement is asked again when its version changes; a wallet that cannot switch gets the switch-chain modal', async ({ page }, testInfo) => {
    await injectEvmWallet(page, { canSwitch: false });
    const agree = (version: string) =>
      page.evaluate((accepted) => localStorage.setItem('onboard.js:agreement', JSON.stringify({ version: accepted, terms: true, privacy: true })), version);
    const modal = page.locator('onboard-v2');
    await page.goto('/wallet-login');
    await agree('0.9.0');
    await page.reload();
    await evmPanel(page).getByRole('button', { name: 'Connect wallet' }).click();
    await expect(modal.getByRole('checkbox')).not.toBeChecked();
    await expect(modal.locator('div.disabled').getByRole('button', { name: /Test Wallet/ })).toBeVisible();

    // Accepted at the current version: no checkbox, the wallets are usable at once.
    await agree(WALLET_AGREEMENT_VERSION);
    await page.reload();
    await evmPanel(page).getByRole('button', { name: 'Connect wallet' }).click();
    await expect(modal.getByRole('button', { name: /Test Wallet/ })).toBeVisible();
    await expect(modal.getByRole('checkbox')).toHaveCount(0);
    await modal.getByRole('button', { name: /Test Wallet/ }).click();

    // This wallet answers 4200 to a switch: web3-onboard asks the player to change the network by hand.
    await evmPanel(page).getByRole('button', { name: 'Switch to Core Mainnet' }).click();
    await expect(modal.getByText('Switch Chain')).toBeVisible();
    await expect(modal.getByText('TCG requires that you switch your wallet to the Core Mainnet network to continue.')).toBeVisible();
    await lookShot(page, testInfo.outputPath('2b-onboard-switch-chain-390.png'));
  });

  test('desktop two-pane modal, in Russian', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await injectEvmWallet(page);
    await page.goto('/wallet-login?lng=ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход через кошелёк' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что такое кошелёк' })).toBeVisible();
    await lookShot(page, testInfo.outputPath('4-wallet-login-ru-desktop.png'), { fullPage: true });
    await page.getByRole('region', { name: 'EVM-кошелёк в сети Core' }).getByRole('button', { name: 'Подключить кошелёк' }).click();
    await expect(page.locator('onboard-v2').getByText('Available Wallets')).toBeVisible();
    await lookShot(page, testInfo.outputPath('5-onboard-desktop.png'));
  });
});

test.describe('TON wallet (TON Connect UI + ton_proof)', () => {
  test('connect with ton_proof signs in; the button shows 4 + 4, copies the address and disconnects', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 860 });
    await injectTonWallet(page);
    await page.goto('/wallet-login');
    const connect = page.getByTestId('ton-connect-button').getByRole('button', { name: 'Connect Wallet' });
    await expect(connect).toBeVisible();
    await connect.click();
    const modal = page.locator('#tc-widget-root');
    await expect(modal.getByText('Tonkeeper')).toBeVisible();
    await lookShot(page, testInfo.outputPath('6-ton-modal-desktop.png'));
    // Tonkeeper opens on its QR code (it has a mobile app); the injected extension connects without a bridge.
    await modal.getByText('Tonkeeper').click();
    await modal.getByRole('button', { name: 'Browser Extension' }).click();
    await expect(page).toHaveURL(/\/main$/, { timeout: 20_000 });
    await expect(header(page)).toHaveAttribute('data-state', 'signed-in');

    // Back on /wallet-login the connection is restored: the button shows the address as first 4 + last 4.
    await page.goto('/wallet-login');
    const button = page.getByTestId('ton-connect-button').getByRole('button', { name: /^UQ.{2}…[\w-]{4}$/ });
    await expect(button).toBeVisible();
    await lookShot(page, testInfo.outputPath('7-ton-connected-desktop.png'));
    await button.click();
    // The dropdown and its notification live beside the button, outside the modal root.
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByText('Address copied!')).toBeVisible();
    await lookShot(page, testInfo.outputPath('7b-ton-address-copied-desktop.png'));
    // The feedback lasts one second, then goes by itself.
    await expect(page.getByText('Address copied!')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^UQ[\w-]{46}$/);
    // The dropdown stays open, back to "Copy address" after its second.
    await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('ton-connect-button').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  test('the wallets modal at 390 px, in Russian, within the page\'s Content-Security-Policy', async ({ page }, testInfo) => {
    const violations = await recordCspViolations(page);
    await injectTonWallet(page);
    await page.goto('/wallet-login?lng=ru');
    await page.getByTestId('ton-connect-button').getByRole('button').click();
    await expect(page.locator('#tc-widget-root').getByText('Tonkeeper')).toBeVisible();
    await lookShot(page, testInfo.outputPath('8-ton-modal-ru-390.png'));
    // Blocked by design without CSP_CONNECT_SRC: only TON Connect's wallets list and bridges (docs/WALLETS.md, "CSP").
    // Nothing else: no script, style, font, image or event-handler attribute is refused (TON Connect UI's empty
    // `<body ontouchstart="">` is allowed by its hash, server/http/contentSecurityPolicy.ts).
    const reported = await violations();
    const tonHosts = ['config.ton.org', 'bridge.tonapi.io', 'walletbot.me', 'tonconnectbridge.mytonwallet.org', 'connect.tonhubapi.com'];
    expect(reported.filter((v) => v.directive === 'connect-src').filter((v) => !tonHosts.includes(new URL(v.blocked).host))).toEqual([]);
    expect(reported.filter((v) => v.directive !== 'connect-src')).toEqual([]);
  });
});
