// `npm run test:canary`: proves that every test runner of `npm test` can fail.
//
// In a temporary copy of the repository it plants one failing test per runner (forge, the server's Vitest
// project, the web Vitest project, the e2e Vitest project) and runs that stage's own npm script filtered to
// the planted test; and it plants an investor→admin import, an import cycle, an API lib→plugin import and a
// relative path into src/core for the boundary rules (scripts/check-boundaries.ts). Each run must exit non-zero
// AND name the planted test as failed; a runner that stays green (as the @foundry-rs `bin.mjs` wrappers did: they
// exit 0 whatever forge did) fails this stage.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyRepository } from './lib/repo-copy.ts';

/** Appears in every planted test's name, so the output proves the planted test itself ran and failed. */
const MARK = 'planted_canary_must_fail';

type Canary = {
  runner: string;
  file: string;
  source: string;
  /** More planted files of the same canary. */
  extraFiles?: { file: string; source: string }[];
  script: string;
  args: string[];
  env?: Record<string, string>;
  /** Texts the failing run must print besides the mark (which rule caught which planted file). */
  mustReport?: string[];
};

const vitestSource = `import { expect, it } from 'vitest';\n\nit('${MARK}', () => {\n  expect(1).toBe(2);\n});\n`;

const canaries: Canary[] = [
  {
    runner: 'forge (npm run test:contracts)',
    file: 'contracts/test/PlantedCanary.t.sol',
    source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Test} from "forge-std/Test.sol";

contract PlantedCanaryTest is Test {
    function test_${MARK}() public pure {
        assertEq(uint256(1), uint256(2));
    }
}
`,
    script: 'test:contracts',
    args: ['--match-contract', 'PlantedCanaryTest'],
  },
  {
    runner: 'server Vitest project (npm run test:server)',
    file: 'server/test/planted-canary.test.ts',
    source: vitestSource,
    script: 'test:server',
    args: ['server/test/planted-canary.test.ts'],
  },
  {
    runner: 'web Vitest project (npm run test:unit)',
    file: 'src/planted-canary.test.ts',
    source: vitestSource,
    script: 'test:unit',
    args: ['src/planted-canary.test.ts'],
  },
  {
    runner: 'e2e Vitest project (npm run test:e2e)',
    file: 'e2e/planted-canary.e2e.ts',
    source: vitestSource,
    script: 'test:e2e',
    args: ['e2e/planted-canary.e2e.ts'],
    // The planted test needs no running product: skip starting the stack (e2e/global-setup.ts).
    env: { E2E_STACK: '0' },
  },
  {
    runner:
      'import boundaries (npm run check:boundaries, part of npm run check: an investor→admin import, an import cycle, an API lib→plugin import, a relative path into src/core)',
    file: `src/pages/${MARK}_admin.ts`,
    source: `import AdminApp from '../admin/AdminApp.tsx';\n\nexport const planted = AdminApp;\n`,
    extraFiles: [
      {
        file: `src/lib/${MARK}_cycle_a.ts`,
        source: `import { b } from './${MARK}_cycle_b.ts';\n\nexport const a = (): number => b() + 1;\n`,
      },
      {
        file: `src/lib/${MARK}_cycle_b.ts`,
        source: `import { a } from './${MARK}_cycle_a.ts';\n\nexport const b = (): number => a() - 1;\n`,
      },
      {
        // The API's layers: lib never imports a plugin, not even a type.
        file: `server/lib/${MARK}_layer.ts`,
        source: `import type { CachedJson } from '../plugins/app/catalog-cache.ts';\n\nexport type Planted = CachedJson;\n`,
      },
      {
        // src/core is reached through its alias only.
        file: `server/lib/${MARK}_core_path.ts`,
        source: `import { MANAGER_ROLE } from '../../src/core/roles.ts';\n\nexport const planted = MANAGER_ROLE;\n`,
      },
    ],
    // The boundary rules alone: the stage before the canary already ran Biome and tsc over the whole tree.
    script: 'check:boundaries',
    args: [],
    mustReport: [
      `investor-app-never-imports-the-console: src/pages/${MARK}_admin.ts -> src/admin/AdminApp.tsx`,
      `no-cycles: src/lib/${MARK}_cycle_a.ts -> src/lib/${MARK}_cycle_a.ts -> src/lib/${MARK}_cycle_b.ts`,
      `server-lib-imports-no-plugin-or-route: server/lib/${MARK}_layer.ts -> server/plugins/app/catalog-cache.ts`,
      `core-is-reached-through-its-alias: server/lib/${MARK}_core_path.ts -> src/core/roles.ts`,
    ],
  },
];

function run(dir: string, canary: Canary): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', canary.script, '--', ...canary.args], {
      cwd: dir,
      env: { ...process.env, ...canary.env, CI: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) =>
      resolve({ code, output, seconds: Math.round((Date.now() - started) / 100) / 10 }),
    );
  });
}

const dir = copyRepository('canary-');
const green: string[] = [];
try {
  for (const canary of canaries) {
    for (const planted of [canary, ...(canary.extraFiles ?? [])])
      writeFileSync(join(dir, planted.file), planted.source);
  }
  const results = await Promise.all(canaries.map((canary) => run(dir, canary)));
  canaries.forEach((canary, i) => {
    const { code, output, seconds } = results[i] ?? { code: 0, output: '', seconds: 0 };
    const failedOnPlanted =
      code !== 0 && output.includes(MARK) && (canary.mustReport ?? []).every((text) => output.includes(text));
    if (failedOnPlanted) {
      console.log(
        `canary: ${canary.runner} failed on the planted test as it must (exit ${code}, ${seconds} s)`,
      );
      return;
    }
    green.push(canary.runner);
    console.error(
      code === 0
        ? `canary: ${canary.runner} EXITED 0 WITH A FAILING TEST (${canary.file}): its failures would go unnoticed`
        : `canary: ${canary.runner} exited ${code} without reporting the planted test ${canary.file}: the filter or the runner is broken`,
    );
    console.error(output.split('\n').slice(-30).join('\n'));
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (green.length > 0) {
  console.error(`canary: ${green.length} runner(s) cannot be trusted to fail: ${green.join('; ')}`);
  process.exit(1);
}
console.log(`canary: all ${canaries.length} runners proved able to fail`);
