// Response compression, one home for the API (docs/operations.md#compression): which codings a client accepts,
// which one the server prefers, and the compressors. The catalogue cache keeps ready Brotli and gzip copies
// with these; every other JSON answer (lists, records, /rpc) is compressed as it is sent
// (plugins/external/compression.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Server preference when a client accepts both. */
export const ENCODING_PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** Smaller bodies are sent as they are: compressing them gains nothing worth the work. */
export const COMPRESS_FROM_BYTES = 1024;

/** The codings of an Accept-Encoding header that the client accepts (`q=0` refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!acceptEncoding) return accepted;
  for (const item of acceptEncoding.split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/** The preferred coding among `available` that `acceptEncoding` allows, or null for the identity. */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: (encoding: Encoding) => boolean = () => true,
): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.size === 0) return null;
  for (const encoding of ENCODING_PREFERENCE) {
    if ((accepted.has(encoding) || accepted.has('*')) && available(encoding)) return encoding;
  }
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressors that run off the event loop (zlib's thread pool). */
export const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of Brotli's gain at a small fraction of the time of its maximum (11).
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/** Adds Accept-Encoding to a Vary header value (kept once). */
export function varyOnEncoding(vary: unknown): string {
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (current.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding')) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
