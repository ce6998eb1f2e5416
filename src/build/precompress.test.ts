// The build's pre-compressed siblings: what gets a .br and a .gz, that they decompress to the file, and that
// the plugin runs after a real `vite build` (public files such as the translations included).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, precompress, precompressDir } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => `export const value${i} = "line ${i}";\n`)
    .join('')
    .slice(0, bytes);

async function put(relative: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), content);
}

describe('precompressDir', () => {
  it('writes .br and .gz siblings that decompress to the file, for text files in every folder', async () => {
    const js = text(20_000);
    const json = JSON.stringify({ greeting: text(5_000) });
    await put('assets/index-abc123.js', js);
    await put('locales/ru/translation.json', json);

    const summary = await precompressDir(dir);

    expect(summary.compressed).toEqual([
      path.join('assets', 'index-abc123.js'),
      path.join('locales', 'ru', 'translation.json'),
    ]);
    for (const [file, content] of [
      ['assets/index-abc123.js', js],
      ['locales/ru/translation.json', json],
    ] as const) {
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
      expect(br.length).toBeLessThan(content.length);
      expect(gz.length).toBeLessThan(content.length);
    }
    expect(summary.bytes.original).toBe(js.length + json.length);
  });

  it('leaves out small files, images, and variants that would not be smaller', async () => {
    await put('favicon.svg', text(MIN_PRECOMPRESS_BYTES - 1));
    await put('assets/photo.png', Buffer.alloc(50_000, 7));
    // Random bytes do not compress: no sibling larger than the file itself.
    await put(
      'assets/noise.js',
      Buffer.from(Array.from({ length: 4_000 }, () => Math.floor(Math.random() * 256))),
    );

    expect((await precompressDir(dir)).compressed).toEqual([]);
    for (const file of ['favicon.svg', 'assets/photo.png', 'assets/noise.js']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });

  it('runs again over its own output without compressing the siblings, and drops stale ones', async () => {
    await put('index.html', `<!doctype html>${text(4_000)}`);
    await precompressDir(dir);
    // The file shrank below the threshold since: its old siblings must not be served any more.
    await put('index.html', '<!doctype html><title>x</title>');

    expect((await precompressDir(dir)).compressed).toEqual([]);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
  });
});

describe('precompress plugin', () => {
  it('compresses what `vite build` wrote, public files included', async () => {
    await put(
      'index.html',
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    await put('main.js', `${text(8_000)}\nconsole.log(value1);\n`);
    await put('public/locales/en/translation.json', JSON.stringify({ text: text(3_000) }));

    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: 'out', minify: false },
    });

    const out = path.join(dir, 'out');
    const translation = path.join(out, 'locales/en/translation.json');
    expect(gunzipSync(readFileSync(`${translation}.gz`)).equals(readFileSync(translation))).toBe(true);
    const [script] = readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    expect(script).toBeDefined();
    const built = path.join(out, 'assets', script as string);
    expect(brotliDecompressSync(readFileSync(`${built}.br`)).equals(readFileSync(built))).toBe(true);
  });
});
