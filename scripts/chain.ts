// `npm run chain`: a local chain with the system deployed, running until Ctrl-C.
// Environment: CHAIN_PORT (default 8545), CHAIN_STATE (optional state file: the chain, and the
// deployment in it, survive restarts), DEPLOYMENTS_FILE (default deployments/31337.json).
import { existsSync } from 'node:fs';
import { createPublicClient, http } from 'viem';
import type { Deployment } from '#core/deployment.ts';
import { ANVIL_CHAIN_ID, anvilAccount, LOCAL_ROLES, startAnvil } from './lib/anvil.ts';
import { deploymentFile, deploySystem, readDeployment } from './lib/deploy.ts';

const port = Number(process.env.CHAIN_PORT ?? 8545);
const stateFile = process.env.CHAIN_STATE;
const outFile = process.env.DEPLOYMENTS_FILE ?? deploymentFile(ANVIL_CHAIN_ID);

const anvil = await startAnvil({ port, stateFile });
let deployment: Deployment;
try {
  deployment = (await deployedAlready()) ?? (await deploySystem({ rpcUrl: anvil.rpcUrl, outFile }));
} catch (error) {
  await anvil.stop();
  throw error;
}

/** With a state file, the registry may already be on the restored chain. */
async function deployedAlready(): Promise<Deployment | undefined> {
  if (!stateFile || !existsSync(outFile)) return undefined;
  const saved = readDeployment(outFile);
  const client = createPublicClient({ transport: http(anvil.rpcUrl) });
  const code = await client.getCode({ address: saved.MasterRegistry });
  return code && code !== '0x' ? saved : undefined;
}

const account = (index: number) => anvilAccount(index).address;
console.log(`Anvil (chain ${anvil.chainId}) at ${anvil.rpcUrl}`);
console.log(`Deployment (${outFile}):`);
for (const [name, value] of Object.entries(deployment)) console.log(`  ${name.padEnd(15)} ${value}`);
console.log('Accounts (anvil defaults, mnemonic "test test ... junk"):');
console.log(`  #${LOCAL_ROLES.admin} admin + manager  ${account(LOCAL_ROLES.admin)}`);
console.log(`  #${LOCAL_ROLES.manager} manager          ${account(LOCAL_ROLES.manager)}`);
console.log(`  #${LOCAL_ROLES.fundManager} fund manager     ${account(LOCAL_ROLES.fundManager)}`);
for (const index of LOCAL_ROLES.investors) {
  console.log(`  #${index} investor         ${account(index)}  (1,000,000 test USDT)`);
}
console.log('Press Ctrl-C to stop.');

const shutdown = async () => {
  await anvil.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
