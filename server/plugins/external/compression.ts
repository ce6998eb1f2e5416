// Compresses every JSON answer of the API (docs/operations.md#compression): record and list answers, errors
// and /rpc, with Brotli or gzip as the client accepts, once the body reaches COMPRESS_FROM_BYTES. Answers that
// already carry a Content-Encoding (the catalogue cache's ready copies, the web app's precompressed files) and
// streams pass as they are. Written here rather than with @fastify/compress because that plugin never
// compresses an answer with a Content-Range header, and every simple-rest list answer carries one
// (`items 0-24/100`, docs/api.md#lists).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESS_FROM_BYTES,
  compressors,
  negotiateEncoding,
  varyOnEncoding,
} from '../../lib/compression.ts';

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType);

/** The body to compress, or null when this answer must pass as it is. */
function compressible(reply: FastifyReply, payload: unknown): Buffer | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  if (reply.getHeader('content-encoding') !== undefined) return null;
  if (!isJson(reply.getHeader('content-type'))) return null;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return body.length >= COMPRESS_FROM_BYTES ? body : null;
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const body = compressible(reply, payload);
      if (body === null) return payload;
      // The answer depends on Accept-Encoding whether or not this client gets a compressed copy.
      reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding === null) return payload;
      const compressed = await compressors[encoding](body);
      reply.header('content-encoding', encoding).header('content-length', compressed.length);
      return compressed;
    });
  },
  { name: 'compression' },
);
