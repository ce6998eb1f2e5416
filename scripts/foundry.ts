// `node scripts/foundry.ts <forge|cast|anvil> [args…]`: runs the tool's platform binary and exits with its
// status (the npm `bin.mjs` wrappers always exit 0). The npm scripts `forge`, `cast` and `anvil` call this, so
// `npm run forge -- test` and `npm run cast -- call …` fail when the tool fails.
import { type FoundryTool, runFoundry } from './lib/foundry.ts';

const [tool, ...args] = process.argv.slice(2);
if (tool !== 'forge' && tool !== 'cast' && tool !== 'anvil') {
  console.error('usage: node scripts/foundry.ts <forge|cast|anvil> [args…]');
  process.exit(2);
}
const result = runFoundry(tool as FoundryTool, args);
if (result.error) {
  console.error(`${tool}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? (result.signal ? 1 : 0));
