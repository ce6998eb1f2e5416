// `node scripts/deploy.ts`: deploys the contract system to an RPC node and writes
// deployments/<chainId>.json. Environment:
//   RPC_URL               node to deploy to (default http://127.0.0.1:8545, a local anvil)
//   CHAIN_ID              expected chain id (checked against the node)
//   DEPLOYMENTS_FILE      output file (default deployments/<chainId>.json)
//   DEPLOYER_PRIVATE_KEY  deployer key (required except on the local anvil chain 31337; never commit it)
//   USDT_ADDRESS          existing stablecoin (required on BSC mainnet 56; TestUSDT is deployed otherwise)
//   ADMIN_ADDRESS, MANAGER_ADDRESSES (comma-separated), FUND_MANAGER_ADDRESS,
//   COMPLIANCE_ADDRESSES (comma-separated; default: the admin)   role holders
import { createPublicClient, getAddress, type Hex, http } from 'viem';
import { deploymentFile, deploySystem } from './lib/deploy.ts';

const env = process.env;
const rpcUrl = env.RPC_URL ?? 'http://127.0.0.1:8545';
const chainId = await createPublicClient({ transport: http(rpcUrl) }).getChainId();
if (env.CHAIN_ID && Number(env.CHAIN_ID) !== chainId) {
  console.error(`deploy: ${rpcUrl} serves chain ${chainId}, not CHAIN_ID=${env.CHAIN_ID}`);
  process.exit(1);
}
const address = (value: string | undefined) => (value ? getAddress(value.trim()) : undefined);

try {
  const deployment = await deploySystem({
    rpcUrl,
    chainId,
    outFile: env.DEPLOYMENTS_FILE ?? deploymentFile(chainId),
    deployerKey: env.DEPLOYER_PRIVATE_KEY as Hex | undefined,
    usdtAddress: address(env.USDT_ADDRESS),
    roles: {
      admin: address(env.ADMIN_ADDRESS),
      managers: env.MANAGER_ADDRESSES?.split(',').map((a) => getAddress(a.trim())),
      fundManager: address(env.FUND_MANAGER_ADDRESS),
      compliance: env.COMPLIANCE_ADDRESSES?.split(',').map((a) => getAddress(a.trim())),
    },
    log: (line) => console.log(`deploy: ${line}`),
  });
  console.log(JSON.stringify(deployment, null, 2));
} catch (error) {
  console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
