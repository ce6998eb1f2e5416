// A throw-away copy of the repository, for runs that change files (scripts/canary.ts plants failing tests,
// bench/pins/run.ts changes constants) without ever touching the working tree.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * Copies the working tree (tracked and untracked files that git does not ignore, as they are now) into a new
 * temporary directory named `<prefix>XXXXXX` and returns its path. node_modules is a symlink to the working
 * tree's; forge's build cache (contracts/cache, contracts/out) is copied when there is one, so forge compiles
 * only what the caller changes. The caller removes the directory.
 */
export function copyRepository(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const cache of ['contracts/cache', 'contracts/out']) {
    if (existsSync(join(root, cache))) cpSync(join(root, cache), join(dir, cache), { recursive: true });
  }
  return dir;
}
