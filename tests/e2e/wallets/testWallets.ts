import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { signedTextBody, testTonWallet, tonProofBody } from '../../server/walletProofs';
import { injectEip1193Wallet, USER_REJECTED, type WalletAnswer } from '../support/injectEip1193Wallet';

/** What the in-page EVM wallet was asked, for assertions (method names in order, with params). */
export interface EvmWalletLog {
  calls: { method: string; params: unknown }[];
  rejectNext(method: string): void;
  address: string;
}

/**
 * An EIP-1193 wallet announced by EIP-6963 (tests/e2e/support/injectEip1193Wallet.ts), starting on Ethereum (0x1)
 * without Core added, like a fresh MetaMask: switching to Core answers 4902 until `wallet_addEthereumChain` adds
 * it. Signatures are made in the test process with a private key (viem's privateKeyToAccount), so the page runs
 * the real client code unchanged. `canSwitch: false` makes it a wallet that cannot switch networks (4200 on
 * wallet_switchEthereumChain).
 */
export async function injectEvmWallet(page: Page, options: { canSwitch?: boolean } = {}): Promise<EvmWalletLog> {
  const account = privateKeyToAccount(generatePrivateKey());
  const canSwitch = options.canSwitch ?? true;
  let rejecting: string | null = null;
  const log: EvmWalletLog = {
    calls: [],
    rejectNext(method) {
      rejecting = method;
    },
    address: account.address,
  };
  const chain = { id: '0x1', added: new Set(['0x1']) };
  const unsupported = (method: string): WalletAnswer => ({ error: { code: 4200, message: `The Provider does not support the requested method: ${method}` } });
  const switchTo = (chainId: string): WalletAnswer => {
    chain.id = chainId;
    return { result: null, events: [{ event: 'chainChanged', value: chainId }] };
  };
  await injectEip1193Wallet(
    page,
    {
      uuid: '0c1a7e55-7e57-4a11-9e7b-5a1e7e57ca11',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" rx="2" fill="%23ff9211"/%3E%3C/svg%3E',
      rdns: 'test.tcg.wallet',
    },
    async (method, params) => {
      log.calls.push({ method, params });
      if (rejecting === method) {
        rejecting = null;
        return USER_REJECTED;
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { result: [account.address] };
        case 'personal_sign':
          return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) };
        case 'eth_chainId':
          return { result: chain.id };
        case 'net_version':
          return { result: String(parseInt(chain.id, 16)) };
        case 'eth_getBalance':
          return { result: '0xde0b6b3a7640000' };
        case 'eth_blockNumber':
          return { result: '0x1' };
        case 'wallet_getPermissions':
        case 'wallet_requestPermissions':
          return { result: [{ parentCapability: 'eth_accounts' }] };
        case 'wallet_switchEthereumChain': {
          if (!canSwitch) return unsupported(method);
          const chainId = (params[0] as { chainId: string }).chainId.toLowerCase();
          if (!chain.added.has(chainId)) return { error: { code: 4902, message: `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.` } };
          return switchTo(chainId);
        }
        case 'wallet_addEthereumChain': {
          const chainId = (params[0] as { chainId: string }).chainId.toLowerCase();
          chain.added.add(chainId);
          // Like MetaMask: adding a chain offers to switch to it, and the player accepts.
          return switchTo(chainId);
        }
        default:
          return unsupported(method);
      }
    },
  );
  return log;
}

/**
 * A TON wallet injected the way the Tonkeeper browser extension is (`window.tonkeeper.tonconnect`, TON Connect's JS
 * bridge): TON Connect UI marks Tonkeeper of its built-in list as installed and connects to it without a network
 * bridge (wallets missing from the list are only shown in the library's QA mode). Its v4 key pair lives in the
 * test process, which answers the connect request's ton_proof and signData requests (text payloads) exactly as a
 * wallet would (tests/server/walletProofs.ts). `rejectNextSignData` makes the next signData answer as a player who
 * cancels in the wallet (TON Connect error 300);
 * `asked` lists every text the page asked it to sign.
 */
export async function injectTonWallet(page: Page): Promise<{ address: string; asked: string[]; rejectNextSignData(): void }> {
  const wallet = testTonWallet('v4');
  const asked: string[] = [];
  let rejecting = false;
  await page.exposeFunction('__tonWalletSignData', (paramsJson: string, domain: string) => {
    const request = JSON.parse(paramsJson) as { type: string; text?: string };
    if (request.type !== 'text' || request.text === undefined) return JSON.stringify({ error: { code: 400, message: 'Only text is supported' } });
    asked.push(request.text);
    if (rejecting) {
      rejecting = false;
      return JSON.stringify({ error: { code: 300, message: 'User declined the request' } });
    }
    const body = signedTextBody(wallet, { text: request.text, domain, now: new Date() });
    return JSON.stringify({ result: { signature: body.signature, address: body.address, timestamp: body.timestamp, domain: body.domain, payload: body.payload } });
  });
  await page.exposeFunction('__tonWallet', (payload: string | null, domain: string) => {
    const account = { name: 'ton_addr', address: wallet.address, network: '-239', publicKey: wallet.publicKey.toString('hex'), walletStateInit: wallet.stateInit };
    if (!payload) return JSON.stringify([account]);
    const body = tonProofBody(wallet, { payload, domain, now: new Date() });
    const { stateInit: _omitted, ...proof } = body.proof;
    return JSON.stringify([account, { name: 'ton_proof', proof }]);
  });
  await page.addInitScript(() => {
    const sign = (window as unknown as { __tonWallet(payload: string | null, domain: string): Promise<string> }).__tonWallet;
    const signData = (window as unknown as { __tonWalletSignData(params: string, domain: string): Promise<string> }).__tonWalletSignData;
    const device = {
      platform: 'browser',
      appName: 'tonkeeper',
      appVersion: '1.0.0',
      maxProtocolVersion: 2,
      features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }, { name: 'SignData', types: ['text'] }],
    };
    let connected = sessionStorage.getItem('tcgTestTonConnected') === '1';
    const event = async (payload: string | null) => ({ event: 'connect', id: Date.now(), payload: { items: JSON.parse(await sign(payload, window.location.host)) as unknown[], device } });
    (window as unknown as Record<string, unknown>).tonkeeper = {
      tonconnect: {
        deviceInfo: device,
        protocolVersion: 2,
        isWalletBrowser: false,
        async connect(_version: number, message: { items: { name: string; payload?: string }[] }) {
          connected = true;
          sessionStorage.setItem('tcgTestTonConnected', '1');
          return event(message.items.find((item) => item.name === 'ton_proof')?.payload ?? null);
        },
        async restoreConnection() {
          return connected ? event(null) : { event: 'connect_error', id: Date.now(), payload: { code: 0, message: 'not connected' } };
        },
        async send(message: { id: string; method: string; params: string[] }) {
          if (message.method === 'signData') return { id: message.id, ...(JSON.parse(await signData(message.params[0] ?? '{}', window.location.host)) as object) };
          if (message.method === 'disconnect') {
            connected = false;
            sessionStorage.removeItem('tcgTestTonConnected');
          }
          return { id: message.id, result: {} };
        },
        listen() {
          return () => undefined;
        },
        disconnect() {
          connected = false;
          sessionStorage.removeItem('tcgTestTonConnected');
        },
      },
    };
  });
  return {
    address: wallet.address,
    asked,
    rejectNextSignData() {
      rejecting = true;
    },
  };
}

/** One Content-Security-Policy violation the page reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  /** Where the refused code came from (script URL:line:column), to find the library behind it. */
  source: string;
}

/** Records every `securitypolicyviolation` event of the page (each navigation included) for assertions. */
export async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  const seen: CspViolation[] = [];
  await page.exposeFunction('__cspViolation', (directive: string, blocked: string, source: string) => {
    seen.push({ directive, blocked, source });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation(directive: string, blocked: string, source: string): Promise<void> }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) => void report(event.effectiveDirective, event.blockedURI, `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  return async () => {
    // Reports arrive through the page's binding: a round trip makes sure the ones fired so far have landed.
    await page.evaluate(() => undefined);
    return [...seen];
  };
}
