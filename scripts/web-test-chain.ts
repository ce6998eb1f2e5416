// Vitest global setup of the `web` project: the chain of the component tests is a real anvil running the real
// contracts (no contract rule lives in test code). This deploys the system once (scripts/lib/deployed-state.ts);
// each test file that touches the chain starts its own anvil from the state file (src/test/anvil.ts, a fraction
// of a second) and reverts to a snapshot between its tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ANVIL_CHAIN_ID } from './lib/anvil.ts';
import { deploymentFile, readDeployment } from './lib/deploy.ts';
import { deployToStateFile } from './lib/deployed-state.ts';
import { foundryBinary } from './lib/foundry.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The anvil binary of the platform (never the npm wrapper). */
    anvilBinary: string;
    /** Anvil state with the system deployed at the generated addresses (anvil --load-state). */
    anvilState: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-test-chain-'));
  const { stateFile, deployment } = await deployToStateFile(dir);
  // The app reads the addresses generated/wagmi.ts bakes in from deployments/31337.json: the deployment must
  // land on them.
  const expected = readDeployment(deploymentFile(ANVIL_CHAIN_ID));
  for (const [name, address] of Object.entries(expected)) {
    const deployed = deployment[name as keyof typeof deployment];
    if (deployed !== address) {
      throw new Error(`web test chain: ${name} is ${deployed}, deployments/31337.json says ${address}`);
    }
  }
  project.provide('anvilBinary', foundryBinary('anvil'));
  project.provide('anvilState', stateFile);
  return () => rmSync(dir, { recursive: true, force: true });
}
