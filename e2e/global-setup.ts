// Starts the real stack once for the end-to-end run — the same code path as `npm start`: anvil on a free port,
// the contracts deployed, the API on PGlite in a fresh data folder serving the built web app, demo data seeded —
// and hands its URLs to the journeys, with the one Chromium they all connect to. With E2E_STACK=0 nothing is
// started (for test files that need no product, such as the canary of scripts/canary.ts); the journeys then fail
// for lack of a stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Deployment } from '#core/deployment.ts';
import { startStack } from '../scripts/lib/stack.ts';
import { launchBrowserServer } from './lib/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
    deployment: Deployment;
    /** The one Chromium of the run: each journey file connects to it (e2e/lib/browser.ts). */
    browserEndpoint: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_STACK === '0') return;
  const dataDir = mkdtempSync(join(tmpdir(), 'realestate-e2e-'));
  const stack = await startStack({
    dataDir,
    port: await freePort(),
    chainPort: 0,
    log: (line) => process.stdout.write(`[stack] ${line}\n`),
  });
  project.provide('baseUrl', stack.url);
  project.provide('rpcUrl', stack.rpcUrl);
  project.provide('deployment', stack.deployment);
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
