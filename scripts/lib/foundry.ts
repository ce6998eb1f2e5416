// The Foundry tools (forge, cast, anvil) from npm, run as their platform binaries.
//
// The `bin.mjs` wrappers of the @foundry-rs npm packages spawn the binary and exit 0 whatever it did, so a
// failing test, a compile error or a snapshot difference would look like success. Every script and test
// of the project resolves the tools here and runs the binary itself, so its exit status is the tool's.
import { type SpawnSyncOptions, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type FoundryTool = 'forge' | 'cast' | 'anvil';

/** Absolute path of the platform binary of `tool` (e.g. @foundry-rs/forge-linux-amd64/bin/forge). */
export function foundryBinary(tool: FoundryTool): string {
  const require = createRequire(import.meta.url);
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/${tool}-${process.platform}-${arch}`;
  let dir: string;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(
      `${pkg} is not installed: run \`npm install\` (the npm wrapper @foundry-rs/${tool} is never used, it hides exit codes)`,
    );
  }
  const binary = join(dir, 'bin', process.platform === 'win32' ? `${tool}.exe` : tool);
  if (!existsSync(binary)) throw new Error(`${binary} is missing: reinstall ${pkg}`);
  return binary;
}

/** Runs `tool args…` synchronously; the result's `status` is the tool's own exit status. */
export function runFoundry(
  tool: FoundryTool,
  args: string[],
  options: SpawnSyncOptions = {},
): SpawnSyncReturns<string | Buffer> {
  return spawnSync(foundryBinary(tool), args, { stdio: 'inherit', ...options });
}
