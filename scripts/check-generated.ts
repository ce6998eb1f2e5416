// Fails when committed generated files differ from what their sources produce:
// openapi/ from the server's route schemas, generated/ from abis/ and openapi/.
import { spawnSync } from 'node:child_process';

const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

if (!run('npm', ['run', '-s', 'generate'])) {
  console.error('check-generated: `npm run generate` failed');
  process.exit(1);
}
const diff = spawnSync('git', ['status', '--porcelain', '--', 'generated', 'openapi', 'abis'], {
  encoding: 'utf8',
});
if (diff.status !== 0) {
  console.error('check-generated: git status failed');
  process.exit(1);
}
if (diff.stdout.trim() !== '') {
  console.error('check-generated: generated files drifted from their sources; run `npm run generate` and commit:');
  console.error(diff.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', 'generated', 'openapi', 'abis'], { stdio: 'inherit' });
  process.exit(1);
}
console.log('check-generated: generated/, openapi/ and abis/ match their sources');
