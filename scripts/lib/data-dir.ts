// DATA_DIR of `npm start` and `npm run dev`: the chain state, database, uploads and development secrets.
// An empty (or blank) value means unset, so a stray `DATA_DIR=` never spreads secrets over the repository; a
// value naming the repository itself (or a folder above it) is refused.
import { relative, resolve } from 'node:path';

export const DEFAULT_DATA_DIR = '.data';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** The data folder from the environment, absolute; throws DataDirError for the repository root or above. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv, repositoryRoot: string): string {
  const raw = env.DATA_DIR?.trim();
  const dataDir = resolve(raw ? raw : DEFAULT_DATA_DIR);
  const fromRoot = relative(dataDir, resolve(repositoryRoot));
  if (fromRoot === '' || !fromRoot.startsWith('..')) {
    throw new DataDirError(
      `DATA_DIR=${raw} is the repository or a folder above it: the chain state and the development secrets ` +
        `would be written there. Use a folder of its own, such as ${DEFAULT_DATA_DIR} (the default).`,
    );
  }
  return dataDir;
}
