// `npm start` (and `npm run dev` with --dev): the whole product with demo data on one origin.
// Environment: PORT (default 5173), CHAIN_PORT (default 8545), DATA_DIR (default .data; empty = unset).
import { relative } from 'node:path';
import { anvilAccount, LOCAL_ROLES } from './lib/anvil.ts';
import { DataDirError, dataDirFromEnv } from './lib/data-dir.ts';
import { AlreadyRunningError } from './lib/instance-lock.ts';
import { root, startStack } from './lib/stack.ts';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);
const chainPort = Number(process.env.CHAIN_PORT ?? 8545);
const log = (line: string) => process.stdout.write(`${line}\n`);

let dataDir: string;
try {
  dataDir = relative(process.cwd(), dataDirFromEnv(process.env, root)) || '.';
} catch (error) {
  if (!(error instanceof DataDirError)) throw error;
  console.error(error.message);
  process.exit(2);
}

try {
  const stack = await startStack({ dataDir, port, chainPort, dev, log });
  const account = (index: number) => anvilAccount(index).address;
  log('');
  log(`RealEstate sandbox is ready: ${stack.url}`);
  log(`  API docs   ${stack.url}/api/docs`);
  log(`  mailbox    ${stack.url}/dev/mailbox (every mail the app sends lands here, docs/email.md)`);
  log(`  chain      ${stack.rpcUrl} (chain id 31337; the app reads it through ${stack.url}/rpc)`);
  log(`  data       ${dataDir} (delete it to start over with a new chain and fresh demo data)`);
  log(
    'Demo accounts (anvil defaults, mnemonic "test test test test test test test test test test test junk"):',
  );
  log(`  #${LOCAL_ROLES.admin} admin (+ manager)  ${account(LOCAL_ROLES.admin)}`);
  log(`  #${LOCAL_ROLES.manager} manager            ${account(LOCAL_ROLES.manager)}`);
  log(`  #${LOCAL_ROLES.fundManager} fund manager       ${account(LOCAL_ROLES.fundManager)}`);
  for (const index of LOCAL_ROLES.investors) log(`  #${index} investor           ${account(index)}`);
  log(`  #${LOCAL_ROLES.compliance} compliance only   ${account(LOCAL_ROLES.compliance)}`);
  log('In the app, connect with "Dev wallet" to use these accounts, or import a key into your wallet.');
  log('Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping (the chain state is saved in ${dataDir})`);
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof AlreadyRunningError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
