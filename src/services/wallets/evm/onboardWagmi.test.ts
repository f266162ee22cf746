import { createConfig, getConnection, switchChain } from '@wagmi/core';
import { custom, type EIP1193Provider } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { onboardWagmi, type OnboardWagmiHooks } from './onboardWagmi';
import { ChainNotSwitchedError } from './transactionErrorReason';
import { coreChain } from './wagmiConfig';

const FIRST = '0x1111111111111111111111111111111111111111';
const SECOND = '0x2222222222222222222222222222222222222222';

/** A wallet's EIP-1193 provider as web3-onboard hands it over: answers accounts and chain, raises events on demand. */
function fakeProvider() {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const state = { accounts: [FIRST], chainId: '0x45c' };
  const provider = {
    async request({ method }: { method: string }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return state.accounts;
      if (method === 'eth_chainId') return state.chainId;
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
    on(event: string, listener: (value: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
  };
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  return { provider: provider as unknown as EIP1193Provider, state, emit, listening: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}

function setUp(setChainAnswer = true) {
  const config = createConfig({
    chains: [coreChain],
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [coreChain.id]: custom({ request: async () => null }) },
  });
  const setChain = vi.fn(async () => setChainAnswer);
  const hooks: OnboardWagmiHooks = { updateChain: vi.fn() };
  const onHooks = vi.fn();
  const api = onboardWagmi(config, setChain, onHooks)(hooks);
  return { config, api, setChain, onHooks, hooks };
}

describe('onboardWagmi (web3-onboard’s wagmi module over wagmi 3)', () => {
  it('connects wagmi through the wallet web3-onboard connected, follows its account and chain, and disconnects with it', async () => {
    const { config, api, onHooks, hooks } = setUp();
    expect(onHooks).toHaveBeenCalledWith(hooks);
    const wallet = fakeProvider();
    expect(await api.buildWagmiConfig([], { label: 'Test Wallet', provider: wallet.provider })).toBe(config);
    const connector = api.getWagmiConnector('Test Wallet');
    if (!connector) throw new Error('no connector');
    expect(connector.name).toBe('Test Wallet');

    const connected = await api.wagmiConnect(config, { connector });
    expect(connected.accounts).toEqual([FIRST]);
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: FIRST, chainId: 1116 });
    // web3-onboard connects again when its primary wallet changes: the same connection is kept.
    expect((await api.wagmiConnect(config, { connector })).accounts).toEqual([FIRST]);

    wallet.emit('accountsChanged', [SECOND]);
    expect(getConnection(config).address).toBe(SECOND);
    wallet.emit('chainChanged', '0x1');
    expect(getConnection(config).chainId).toBe(1);

    expect(await api.wagmiDisconnectWallet('Test Wallet')).toBe(config);
    expect(getConnection(config).status).toBe('disconnected');
    expect(wallet.listening()).toBe(0);
  });

  it('a wallet that drops every account leaves wagmi disconnected', async () => {
    const { config, api } = setUp();
    const wallet = fakeProvider();
    await api.buildWagmiConfig([], { label: 'Test Wallet', provider: wallet.provider });
    const connector = api.getWagmiConnector('Test Wallet');
    if (!connector) throw new Error('no connector');
    await api.wagmiConnect(config, { connector });
    wallet.emit('accountsChanged', []);
    expect(getConnection(config).status).toBe('disconnected');
  });

  it('wagmi’s switchChain goes through web3-onboard’s setChain for that wallet; a switch that does not happen is an error', async () => {
    const ok = setUp(true);
    const wallet = fakeProvider();
    wallet.state.chainId = '0x1';
    await ok.api.buildWagmiConfig([], { label: 'Test Wallet', provider: wallet.provider });
    await ok.api.wagmiConnect(ok.config, { connector: ok.api.getWagmiConnector('Test Wallet') as never });
    await switchChain(ok.config, { chainId: coreChain.id });
    expect(ok.setChain).toHaveBeenCalledWith({ chainId: '0x45c', wallet: 'Test Wallet' });

    const refused = setUp(false);
    await refused.api.buildWagmiConfig([], { label: 'Test Wallet', provider: fakeProvider().provider });
    await refused.api.wagmiConnect(refused.config, { connector: refused.api.getWagmiConnector('Test Wallet') as never });
    await expect(switchChain(refused.config, { chainId: coreChain.id })).rejects.toBeInstanceOf(ChainNotSwitchedError);
  });

  it('disconnecting a wallet wagmi never connected changes nothing', async () => {
    const { api } = setUp();
    expect(await api.wagmiDisconnectWallet('Unknown')).toBeUndefined();
  });
});
