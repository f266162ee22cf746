import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { testTonWallet, tonProofBody } from '../../server/walletProofs';

/** What the in-page EVM wallet was asked, for assertions (method names in order, with params). */
export interface EvmWalletLog {
  calls: { method: string; params: unknown }[];
  rejectNext(method: string): void;
  address: string;
}

/**
 * An EIP-1193 wallet announced by EIP-6963 (it answers `eip6963:requestProvider`, which web3-onboard sends once
 * at start), starting on Ethereum (0x1) without Core added, like a fresh MetaMask: switching to Core answers
 * 4902 until `wallet_addEthereumChain` adds it. Signatures are made in the test process with a private key
 * (viem's privateKeyToAccount, via page.exposeFunction), so the page runs the real client code unchanged.
 * `canSwitch: false` makes it a wallet that cannot switch networks (4200 on wallet_switchEthereumChain).
 */
export async function injectEvmWallet(page: Page, options: { canSwitch?: boolean } = {}): Promise<EvmWalletLog> {
  const account = privateKeyToAccount(generatePrivateKey());
  const log: EvmWalletLog = {
    calls: [],
    rejectNext(method) {
      rejecting = method;
    },
    address: account.address,
  };
  let rejecting: string | null = null;
  await page.exposeFunction('__evmWallet', async (method: string, paramsJson: string) => {
    const params = JSON.parse(paramsJson) as unknown[];
    log.calls.push({ method, params });
    if (rejecting === method) {
      rejecting = null;
      return JSON.stringify({ error: { code: 4001, message: 'User rejected the request.' } });
    }
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return JSON.stringify({ result: [account.address] });
    if (method === 'personal_sign') return JSON.stringify({ result: await account.signMessage({ message: { raw: params[0] as Hex } }) });
    return JSON.stringify({ local: true });
  });
  await page.addInitScript((canSwitch: boolean) => {
    const remote = (window as unknown as { __evmWallet(method: string, params: string): Promise<string> }).__evmWallet;
    const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
    const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
    const state = { chainId: '0x1', added: new Set(['0x1']) };
    const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
    const local = (method: string, params: unknown[]): unknown => {
      switch (method) {
        case 'eth_chainId':
          return state.chainId;
        case 'net_version':
          return String(parseInt(state.chainId, 16));
        case 'eth_getBalance':
          return '0xde0b6b3a7640000';
        case 'eth_blockNumber':
          return '0x1';
        case 'wallet_getPermissions':
        case 'wallet_requestPermissions':
          return [{ parentCapability: 'eth_accounts' }];
        case 'wallet_switchEthereumChain': {
          if (!canSwitch) throw fail(4200, `The Provider does not support the requested method: ${method}`);
          const { chainId } = params[0] as { chainId: string };
          if (!state.added.has(chainId.toLowerCase())) throw fail(4902, `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`);
          state.chainId = chainId.toLowerCase();
          emit('chainChanged', state.chainId);
          return null;
        }
        case 'wallet_addEthereumChain': {
          const { chainId } = params[0] as { chainId: string };
          state.added.add(chainId.toLowerCase());
          // Like MetaMask: adding a chain offers to switch to it, and the player accepts.
          state.chainId = chainId.toLowerCase();
          emit('chainChanged', state.chainId);
          return null;
        }
        default:
          throw fail(4200, `The Provider does not support the requested method: ${method}`);
      }
    };
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = JSON.parse(await remote(method, JSON.stringify(params ?? []))) as { result?: unknown; error?: { code: number; message: string }; local?: boolean };
        if (answer.error) throw fail(answer.error.code, answer.error.message);
        return answer.local ? local(method, params ?? []) : answer.result;
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return provider;
      },
      removeListener(event: string, listener: (...args: unknown[]) => void) {
        listeners.get(event)?.delete(listener);
        return provider;
      },
    };
    const info = {
      uuid: '0c1a7e55-7e57-4a11-9e7b-5a1e7e57ca11',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" rx="2" fill="%23ff9211"/%3E%3C/svg%3E',
      rdns: 'test.tcg.wallet',
    };
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }, options.canSwitch ?? true);
  return log;
}

/**
 * A TON wallet injected the way the Tonkeeper browser extension is (`window.tonkeeper.tonconnect`, TON Connect's JS
 * bridge): TON Connect UI marks Tonkeeper of its built-in list as installed and connects to it without a network
 * bridge (wallets missing from the list are only shown in the library's QA mode). Its v4 key pair lives in the
 * test process, which answers the connect request's ton_proof exactly as a wallet would
 * (tests/server/walletProofs.ts).
 */
export async function injectTonWallet(page: Page): Promise<{ address: string }> {
  const wallet = testTonWallet('v4');
  await page.exposeFunction('__tonWallet', (payload: string | null, domain: string) => {
    const account = { name: 'ton_addr', address: wallet.address, network: '-239', publicKey: wallet.publicKey.toString('hex'), walletStateInit: wallet.stateInit };
    if (!payload) return JSON.stringify([account]);
    const body = tonProofBody(wallet, { payload, domain, now: new Date() });
    const { stateInit: _omitted, ...proof } = body.proof;
    return JSON.stringify([account, { name: 'ton_proof', proof }]);
  });
  await page.addInitScript(() => {
    const sign = (window as unknown as { __tonWallet(payload: string | null, domain: string): Promise<string> }).__tonWallet;
    const device = { platform: 'browser', appName: 'tonkeeper', appVersion: '1.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] };
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
        async send(message: { id: string; method: string }) {
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
  return { address: wallet.address };
}

/** One Content-Security-Policy violation the page reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
}

/** Records every `securitypolicyviolation` event of the page (each navigation included) for assertions. */
export async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  const seen: CspViolation[] = [];
  await page.exposeFunction('__cspViolation', (directive: string, blocked: string) => {
    seen.push({ directive, blocked });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation(directive: string, blocked: string): Promise<void> }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) => void report(event.effectiveDirective, event.blockedURI));
  });
  return async () => {
    // Reports arrive through the page's binding: a round trip makes sure the ones fired so far have landed.
    await page.evaluate(() => undefined);
    return [...seen];
  };
}
