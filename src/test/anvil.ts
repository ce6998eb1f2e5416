// A real anvil for the test files that touch the chain: started from the state the web project's global setup
// wrote (scripts/web-test-chain.ts: the contracts deployed at the generated addresses, anvil's accounts approved
// and funded, as `npm run chain` leaves them), on a free loopback port, and stopped with the file.
import { spawn } from 'node:child_process';
import { bypass } from 'msw';
import { inject } from 'vitest';

export interface TestAnvil {
  rpcUrl: string;
  stop: () => Promise<void>;
}

/** Starts anvil with the deployed system; resolves once it listens. */
export async function startTestAnvil(): Promise<TestAnvil> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', '31337', '--load-state'];
  const child = spawn(inject('anvilBinary'), [...args, inject('anvilState')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      const match = /Listening on [\d.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited with code ${code}: ${output}`));
    });
  });
  // Drain the output, so a full pipe never blocks the node.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', kill);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** A JSON-RPC exchange with anvil itself, past MSW (which serves the app's /rpc). */
export async function postRpc(rpcUrl: string, body: unknown): Promise<unknown> {
  const response = await fetch(
    bypass(
      new Request(rpcUrl, {
        method: 'POST',
        // A fresh connection per exchange: a kept-alive socket the node has closed fails the request ("fetch
        // failed"), which for a transaction cannot be retried safely.
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify(body),
      }),
    ),
  );
  return response.json();
}

/** One JSON-RPC call to anvil; throws its error. */
export async function anvilCall<T = unknown>(rpcUrl: string, method: string, params: unknown[] = []) {
  const answer = (await postRpc(rpcUrl, { jsonrpc: '2.0', id: 1, method, params })) as {
    result?: T;
    error?: { message: string };
  };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}
