// Starts the real stack once for the end-to-end run — the same code path as `npm start`: anvil on a free port,
// the contracts deployed, the API on PGlite in a fresh data folder serving the built web app, demo data seeded —
// and hands its URLs to the journeys, with the one Chromium they all connect to. With E2E_STACK=0 nothing is
// started (for test files that need no product, such as the canary of scripts/canary.ts); the journeys then fail
// for lack of a stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Deployment } from '#core/deployment.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { startStack } from '../scripts/lib/stack.ts';
import { launchBrowserServer } from './lib/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    rpcUrl: string;
    deployment: Deployment;
    /** The one Chromium of the run: each journey file connects to it (e2e/lib/browser.ts). */
    browserEndpoint: string;
    /** The stack's loopback control (restart), for e2e/lib/stack.ts. */
    stackControl: string;
  }
}

/**
 * A loopback control for the journeys: `POST /restart` stops the stack and starts it again on the same folder and
 * ports, as a person stopping and starting `npm start` does (e2e/lib/stack.ts).
 */
function listenControl(restart: () => Promise<void>): Promise<Server> {
  const server = createHttpServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/restart') {
      response.writeHead(404).end();
      return;
    }
    restart().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_STACK === '0') return;
  const dataDir = mkdtempSync(join(tmpdir(), 'realestate-e2e-'));
  const options = {
    dataDir,
    port: await freePort(),
    chainPort: 0,
    log: (line: string) => process.stdout.write(`[stack] ${line}\n`),
  };
  let stack = await startStack(options);
  const chainPort = Number(new URL(stack.rpcUrl).port);
  const control = await listenControl(async () => {
    await stack.stop();
    stack = await startStack({ ...options, chainPort });
  });
  project.provide('baseUrl', stack.url);
  project.provide('rpcUrl', stack.rpcUrl);
  project.provide('deployment', stack.deployment);
  project.provide('stackControl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    control.close();
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
