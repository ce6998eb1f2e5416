// The system deployed once, as a chain state file: a throw-away anvil runs the project's own deploy
// (scripts/lib/deploy.ts, as `npm run chain` does) and writes its state when it stops. The test projects' global
// setups call this once; each test file then starts its own anvil from the file (`startAnvil({ loadState })`, a
// fraction of a second) instead of deploying again.
import path from 'node:path';
import type { Deployment } from '#core/deployment.ts';
import { ANVIL_CHAIN_ID, startAnvil } from './anvil.ts';
import { deploySystem } from './deploy.ts';

export type DeployedState = {
  /** Anvil state with the system deployed (anvil `--load-state`). */
  stateFile: string;
  /** The deployment's addresses, as `npm run chain` writes deployments/31337.json. */
  deploymentsFile: string;
  deployment: Deployment;
};

/** Deploys the system on a fresh local anvil and leaves its state and deployment file in `dir`. */
export async function deployToStateFile(dir: string): Promise<DeployedState> {
  const stateFile = path.join(dir, 'state.json');
  const deploymentsFile = path.join(dir, `${ANVIL_CHAIN_ID}.json`);
  const anvil = await startAnvil({ stateFile });
  try {
    const deployment = await deploySystem({
      rpcUrl: anvil.rpcUrl,
      chainId: ANVIL_CHAIN_ID,
      outFile: deploymentsFile,
    });
    return { stateFile, deploymentsFile, deployment };
  } finally {
    await anvil.stop();
  }
}
