// `npm run generate:openapi`: writes openapi/openapi.json from the server's route schemas. Needs no chain and
// no database server (PGlite in a temporary folder); the output is deterministic.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

const root = path.join(import.meta.dirname, '..');
const out = path.join(root, 'openapi', 'openapi.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
try {
  // A fixed environment: the document must not depend on the caller's variables.
  const config = loadConfig({ NODE_ENV: 'development' }, { dataDir, indexer: false, logLevel: 'silent' });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, out)} (${Object.keys(document.paths ?? {}).length} paths)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
