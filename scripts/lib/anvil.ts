// A local EVM node for development and tests: anvil from npm (@foundry-rs/anvil), chain id 31337,
// anvil's default accounts (mnemonic "test test ... junk", 10,000 ETH each).
// Local roles (see README): #0 admin, #1 manager, #2 fund manager, #3-#9 investors; #10 (the mnemonic's next key,
// outside anvil's ten funded accounts) is the demo's compliance officer, funded and granted by the demo seed.
import { type ChildProcess, spawn } from 'node:child_process';
import { type Chain, defineChain } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundryBinary } from './foundry.ts';

export const ANVIL_CHAIN_ID = 31337;
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** Indexes of anvil's default accounts in the local roles. */
export const LOCAL_ROLES = {
  admin: 0,
  manager: 1,
  fundManager: 2,
  investors: [3, 4, 5, 6, 7, 8, 9],
  /** Holds COMPLIANCE_ROLE and nothing else (docs/roles.md#local-accounts); the demo seed grants it. */
  compliance: 10,
} as const;

/** A viem chain for a local or test node at `rpcUrl` (anvil's chain id unless told otherwise). */
export function localChain(rpcUrl: string, id: number = ANVIL_CHAIN_ID): Chain {
  return defineChain({
    id,
    name: id === ANVIL_CHAIN_ID ? 'Anvil' : `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** Anvil default account `index` (0-9, or further keys of the same mnemonic) as a viem account that signs locally. */
export function anvilAccount(index: number) {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
}

export type AnvilOptions = {
  /** TCP port on 127.0.0.1; a free one is picked when omitted. */
  port?: number;
  /** Chain state file: loaded at start when it exists, written when the node stops. */
  stateFile?: string;
  /** A state file to start from and never write (anvil `--load-state`): many nodes can share one. */
  loadState?: string;
  /** With `stateFile`: also write the state every this many seconds, so a crash loses little. */
  stateInterval?: number;
  /**
   * Also mine a block every this many seconds when no transaction comes (anvil `--mixed-mining`): the chain's clock
   * runs as on BSC, so an announced price, a closure or a lock takes effect at its time without anyone transacting.
   * Transactions are still mined at once. Without it, blocks (and chain time) move only with transactions.
   */
  blockTime?: number;
  /** Milliseconds to wait for the node to answer (default 30 s). */
  timeoutMs?: number;
};

export type Anvil = {
  rpcUrl: string;
  port: number;
  chainId: number;
  /** Stops the node (and writes the state file when one was given). */
  stop: () => Promise<void>;
};

/** Starts anvil and resolves once it answers `eth_chainId`. */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const binary = foundryBinary('anvil');
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--chain-id',
    String(ANVIL_CHAIN_ID),
  ];
  if (options.stateFile) args.push('--state', options.stateFile);
  if (options.loadState) args.push('--load-state', options.loadState);
  if (options.stateFile && options.stateInterval)
    args.push('--state-interval', String(options.stateInterval));
  if (options.blockTime) args.push('--block-time', String(options.blockTime), '--mixed-mining');
  // The platform binary itself (never the npm wrapper), so stopping it never leaves an orphan behind.
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stderr?.on('data', keep);

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('anvil did not start in time')),
        options.timeoutMs ?? 30_000,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        keep(chunk);
        const match = /Listening on [\d.]+:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`anvil exited with code ${code}: ${output.trim()}`));
      });
    });
    const rpcUrl = `http://127.0.0.1:${port}`;
    await waitForRpc(rpcUrl, options.timeoutMs ?? 30_000);
    if (options.stateFile) await keepChainTime(rpcUrl);
    return { rpcUrl, port, chainId: ANVIL_CHAIN_ID, stop: () => stopChild(child, killOnExit) };
  } catch (error) {
    await stopChild(child, killOnExit);
    throw error;
  }
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/**
 * A restored chain keeps its clock: anvil starts its blocks at the wall clock again, which is behind the last saved
 * block when the chain's time was moved ahead (the demo seed passes notices that way). Time would go back, and
 * announced prices, closures and locks with it. The clock is moved on to just after the last block instead, so
 * time never goes back across a restart (docs/operations.md#sandbox).
 */
export async function keepChainTime(rpcUrl: string): Promise<void> {
  const latest = await rpc<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  const last = Number(BigInt(latest.timestamp));
  const now = Math.floor(Date.now() / 1000);
  if (last >= now) await rpc(rpcUrl, 'evm_increaseTime', [last - now + 1]);
}

async function waitForRpc(rpcUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok && ((await response.json()) as { result?: string }).result) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SIGTERM (anvil writes its state file), then SIGKILL if it has not exited after 10 s. */
function stopChild(child: ChildProcess, killOnExit: () => void): Promise<void> {
  process.off('exit', killOnExit);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
