// `npm run bench:bundle`: makes a fresh production build (in a temporary folder, so dist/ is left alone)
// and prints what an investor downloads, gzip-compressed (level 9):
// - the first load of each investor route: index.html (with the entry's CSS inside), the entry with its static
//   imports, the route's lazy chunk with its static imports, their CSS, and the translation file(s) first paint
//   waits for (react-i18next suspends until the `translation` namespace of the language and of the fallback
//   language are loaded);
// - the react-admin / MUI bytes found in investor chunks (the console must stay in its own lazy chunks);
// - the admin console's own chunks, and whether the build holds the dev wallet (local chain only).
// Prints figures only; it asserts nothing. The chain comes from VITE_CHAIN_ID like any build
// (`VITE_CHAIN_ID=97 npm run bench:bundle`).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, type Language } from '../src/config/i18n.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_ENTRY = 'src/admin/AdminApp.tsx';
const DEV_WALLET_KEYS = 'src/wallet/anvilAccounts.ts';
const ADMIN_PACKAGES = /node_modules\/(react-admin|ra-[a-z0-9-]+|@mui\/[a-z0-9-]+|@emotion\/[a-z0-9-]+)\//;
const TARGET_KB = 170;

const ROUTES: [string, string][] = [
  ['/', 'src/pages/home/HomePage.tsx'],
  ['/catalog', 'src/pages/catalog/CatalogPage.tsx'],
  ['/catalog/{contractAddress}', 'src/pages/property/PropertyPage.tsx'],
  ['/personal-account', 'src/pages/account/ProfilePage.tsx'],
  ['/personal-account/parts', 'src/pages/account/PartsPage.tsx'],
];

const dist = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
try {
  const { build } = await import('vite');
  // Hidden source maps: only this script reads them (to attribute bytes to packages); the app's own
  // builds have none.
  await build({
    root,
    logLevel: 'warn',
    build: { manifest: true, sourcemap: 'hidden', outDir: dist, emptyOutDir: true },
  });
  report(JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest);
} finally {
  rmSync(dist, { recursive: true, force: true });
}

function report(manifest: Manifest): void {
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string): number => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(file), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const built = (file: string) => path.join(dist, file);

  /** Chunk keys loaded with `start` (its static imports, transitively). */
  const staticClosure = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start) || !manifest[start]) return seen;
    seen.add(start);
    for (const next of manifest[start].imports ?? []) staticClosure(next, seen);
    return seen;
  };

  // The entry's stylesheet travels inside index.html (src/build/inlineEntryCss.ts): counted with the HTML.
  const indexHtml = readFileSync(built('index.html'), 'utf8');
  const inlined = (css: string) => isEntryCss(manifest, css) && !indexHtml.includes(css);

  /** Files (JS + CSS) of a set of chunks. */
  const filesOf = (keys: Iterable<string>): Set<string> => {
    const files = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(built(chunk.file));
      for (const css of chunk.css ?? []) if (!inlined(css)) files.add(built(css));
    }
    return files;
  };

  /** The translation files first paint waits for in `lng`: its own and the fallback language's. */
  const translationFiles = (lng: Language): string[] =>
    [...new Set([lng, FALLBACK_LANGUAGE])].map((l) =>
      path.join(root, 'public', 'locales', l, `${DEFAULT_NAMESPACE}.json`),
    );

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('bench:bundle: no entry chunk in the manifest');
  const entryChunks = staticClosure(entryKey);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

  console.log(`Fresh production build for chain ${process.env.VITE_CHAIN_ID || '31337 (default)'}`);
  console.log(
    `Investor first load, English (gzip level 9): index.html + entry + route chunk with their static imports, CSS and ${FALLBACK_LANGUAGE}/${DEFAULT_NAMESPACE}.json`,
  );
  for (const [route, pageKey] of ROUTES) {
    const code = [...filesOf(staticClosure(pageKey, new Set(entryChunks)))];
    const js = sum(code.filter((f) => f.endsWith('.js')));
    const css = sum(code.filter((f) => f.endsWith('.css')));
    const html = gzipBytes(built('index.html'));
    const json = sum(translationFiles(FALLBACK_LANGUAGE));
    const total = js + css + html + json;
    const mark =
      route === '/' ? `  (target <= ${TARGET_KB} KB: ${total / 1024 <= TARGET_KB ? 'within' : 'OVER'})` : '';
    console.log(
      `  ${route.padEnd(28)} ${kb(total).padStart(9)}  (JS ${kb(js)}, CSS ${kb(css)}, HTML ${kb(html)}, JSON ${kb(json)}; ${code.length + 2} files)${mark}`,
    );
  }
  const home = [...filesOf(staticClosure('src/pages/home/HomePage.tsx', new Set(entryChunks)))];
  const ruJson = sum(translationFiles('ru'));
  const ruHome = sum(home) + gzipBytes(built('index.html')) + ruJson;
  console.log(
    `  ${'/ (Russian visitor)'.padEnd(28)} ${kb(ruHome).padStart(9)}  (JSON ${kb(ruJson)}: ru and the fallback ${FALLBACK_LANGUAGE})  (target <= ${TARGET_KB} KB: ${ruHome / 1024 <= TARGET_KB ? 'within' : 'OVER'})`,
  );

  /** Every chunk an investor can ever load: all imports from the entry, except the admin console's. */
  const investor = new Set<string>();
  const visit = (key: string) => {
    if (investor.has(key) || !manifest[key] || key === ADMIN_ENTRY) return;
    investor.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next);
  };
  visit(entryKey);

  let adminBytes = 0;
  const adminSources = new Set<string>();
  for (const key of investor) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    for (const [source, bytes] of bytesBySource(built(file))) {
      if (ADMIN_PACKAGES.test(source)) {
        adminBytes += bytes;
        adminSources.add(source.replace(/^.*node_modules\//, ''));
      }
    }
  }
  const adminChunkKeys = [...staticClosure(ADMIN_ENTRY)].filter((key) => !investor.has(key));
  console.log(`Investor chunks: ${investor.size}; react-admin / MUI bytes in them: ${adminBytes}`);
  if (adminSources.size > 0) console.log(`  found: ${[...adminSources].slice(0, 20).join(', ')}`);
  console.log(
    `Admin console (lazy, /PropertyList only): ${adminChunkKeys.length} chunks, ${kb(sum(filesOf(adminChunkKeys)))} gzip`,
  );
  console.log(
    `Dev wallet with anvil's test keys in this build: ${manifest[DEV_WALLET_KEYS] ? 'yes (local chain)' : 'no'}`,
  );
}

/** Whether `css` is a stylesheet of the entry chunk. */
function isEntryCss(manifest: Manifest, css: string): boolean {
  return Object.values(manifest).some((chunk) => chunk.isEntry && chunk.css?.includes(css));
}

// Source-map VLQ decoding: attributes each generated byte range of a chunk to its source file.
function decodeVlq(segment: string): number[] {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function bytesBySource(jsFile: string): Map<string, number> {
  const result = new Map<string, number>();
  const mapFile = `${jsFile}.map`;
  if (!existsSync(mapFile)) return result;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(jsFile, 'utf8').split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const segments = line === '' ? [] : line.split(',').map(decodeVlq);
    segments.forEach((fields, i) => {
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      const nextColumn = i + 1 < segments.length ? column + (segments[i + 1]?.[0] ?? 0) : text.length;
      const name = map.sources[source] ?? '?';
      if (fields.length >= 4) result.set(name, (result.get(name) ?? 0) + Math.max(0, nextColumn - column));
    });
  });
  return result;
}
