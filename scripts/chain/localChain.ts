import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createPublicClient, createTestClient, http, type Hex } from 'viem';
import { repoRoot } from './compileContracts';

/** The local Core chain's id (Core mainnet's, so the wallet flows are the real ones). */
export const LOCAL_CHAIN_ID = 1116;

/** A running `hardhat node`. */
export interface LocalChain {
  url: string;
  port: number;
  /** Stops the node (SIGTERM, then SIGKILL) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Options of {@link startLocalChain}. */
export interface LocalChainOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Mine a block every this many ms as well as one per transaction (development); 0 = only on demand. */
  blockMs?: number;
  /** Log the node's output here (default: kept quiet). */
  onOutput?: (line: string) => void;
}

const require = createRequire(import.meta.url);

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Answers when the node serves JSON-RPC with chain id 1116, or throws after `timeoutMs`. */
async function waitForRpc(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 2_000 }) });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited with code ${child.exitCode}`);
    try {
      const id = await client.getChainId();
      if (id !== LOCAL_CHAIN_ID) throw new Error(`hardhat node answered chain id ${id}, not ${LOCAL_CHAIN_ID}`);
      return;
    } catch (error) {
      if (error instanceof Error && error.message.includes('chain id')) throw error;
      if (Date.now() > deadline) throw new Error(`hardhat node did not answer on ${url} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Starts Hardhat 2's node with chain id 1116 (scripts/chain/hardhat.config.cjs). Runs hardhat's CLI with this
 * Node directly, not through npx, so stopping it frees the port. Startup takes a few seconds on a loaded machine.
 */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const port = options.port || (await freePort());
  const cli = path.join(path.dirname(require.resolve('hardhat/package.json')), 'internal', 'cli', 'bootstrap.js');
  const child = spawn(
    process.execPath,
    [cli, '--config', path.join(repoRoot, 'scripts/chain/hardhat.config.cjs'), 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: repoRoot,
      env: { ...process.env, CHAIN_BLOCK_MS: String(options.blockMs ?? 0), HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const forward = (data: Buffer) => {
    for (const line of data.toString().split('\n')) if (line.trim()) options.onOutput?.(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForRpc(url, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}

/** Test controls of a local chain: mine blocks, snapshot and revert (reorgs). */
export function chainControls(url: string) {
  const client = createTestClient({ mode: 'hardhat', transport: http(url) });
  return {
    /** Mines `blocks` empty blocks at once. */
    mine: (blocks: number) => client.mine({ blocks }),
    /** Takes a snapshot to revert to. */
    snapshot: (): Promise<Hex> => client.snapshot(),
    /** Reverts the chain to a snapshot: later blocks vanish (the next ones get other hashes: a reorg). */
    revert: (id: Hex) => client.revert({ id }),
    /** Turns per-transaction mining on or off. */
    setAutomine: (on: boolean) => client.setAutomine(on),
  };
}
