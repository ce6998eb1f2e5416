// Pre-compressed copies of the production build, for the API's static files (@fastify/static with
// `preCompressed`): once Vite has written the build, every text file in it (JS, CSS, HTML, JSON, SVG, and
// so the translations under locales/ too) gets a Brotli sibling `<file>.br` and a gzip sibling `<file>.gz`.
// Files under MIN_PRECOMPRESS_BYTES, and variants that would not be smaller, are not written: the server then
// sends the file as it is. Imported by vite.config.ts: Node built-ins only, nothing from the app.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Extensions of the files that get compressed siblings (images and fonts are compressed already). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.json', '.svg'];

/** Below this size a compressed copy saves less than it costs (headers, a lookup on each request). */
export const MIN_PRECOMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressed variants, named as @fastify/static looks them up: `.br` first, then `.gz`. */
export const COMPRESSED_VARIANTS: readonly {
  suffix: '.br' | '.gz';
  compress: (data: Buffer) => Promise<Buffer>;
}[] = [
  {
    suffix: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

export interface PrecompressSummary {
  /** Files (relative to the folder) that got at least one compressed sibling. */
  compressed: string[];
  /** Bytes of those files, and of their .br and .gz siblings. */
  bytes: { original: number; br: number; gz: number };
}

/** Writes `.br` and `.gz` next to every text file of `dir` (recursively) worth compressing. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const summary: PrecompressSummary = { compressed: [], bytes: { original: 0, br: 0, gz: 0 } };
  // zlib runs on libuv's thread pool, which bounds how many files compress at once.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const sizes = await Promise.all(
        COMPRESSED_VARIANTS.map(async ({ suffix, compress }) => {
          const target = `${file}${suffix}`;
          const packed = data.length >= MIN_PRECOMPRESS_BYTES ? await compress(data) : null;
          if (packed === null || packed.length >= data.length) {
            // No sibling for this file, not even one left from an earlier build in the same folder.
            await rm(target, { force: true });
            return 0;
          }
          await writeFile(target, packed);
          return packed.length;
        }),
      );
      const [br = 0, gz = 0] = sizes;
      if (br === 0 && gz === 0) return;
      summary.compressed.push(path.relative(dir, file));
      summary.bytes.original += data.length;
      summary.bytes.br += br;
      summary.bytes.gz += gz;
    }),
  );
  summary.compressed.sort();
  return summary;
}

/** Vite plugin: pre-compresses the build output once it is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = '';
  let write = true;
  let logger: { info: (message: string) => void } | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      write = config.build.write;
      logger = config.logger;
    },
    async closeBundle(error?: Error) {
      if (error || !write || !(await stat(outDir).catch(() => null))?.isDirectory()) return;
      const { compressed, bytes } = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      logger?.info(
        `precompress: ${compressed.length} files, ${kb(bytes.original)} → ${kb(bytes.br)} br, ${kb(bytes.gz)} gz`,
      );
    },
  };
}
