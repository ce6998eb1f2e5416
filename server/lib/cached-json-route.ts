// Public GETs answered from the catalogue cache: a fresh entry is sent straight from the route's onRequest hook
// (no body parsing, validation or handler), a missing one is computed by the handler. The answer is the Brotli
// or gzip copy when the client accepts one, with a strong ETag per representation and `Cache-Control: no-cache`,
// so browsers revalidate and a matching If-None-Match gets 304 without a body.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { CachedJson, Encoding, Representation } from '../plugins/app/catalog-cache.ts';

/** RFC 9110 If-None-Match: `*`, or a list of entity tags compared weakly. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The codings of an Accept-Encoding header that the client accepts (`q=0` refuses one). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!acceptEncoding) return accepted;
  for (const item of acceptEncoding.split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

const PREFERENCE: Encoding[] = ['br', 'gzip'];

/** The representation to send: the first compressed copy the client accepts, else the JSON itself. */
function representationFor(request: FastifyRequest, cached: CachedJson): [Representation, Encoding | null] {
  const header = request.headers['accept-encoding'];
  if (header) {
    const accepted = acceptedEncodings(header);
    for (const encoding of PREFERENCE) {
      const copy = cached.encoded[encoding];
      if (copy && (accepted.has(encoding) || accepted.has('*'))) return [copy, encoding];
    }
  }
  return [cached, null];
}

function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  const [representation, encoding] = representationFor(request, cached);
  const vary = reply.getHeader('vary');
  reply
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    .header('etag', representation.etag)
    .header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(representation.body);
}

/** The onRequest hook and handler of a GET that answers the cached JSON of `key` (computed by `load`). */
export function cachedJsonRoute(app: FastifyInstance, key: string, load: () => Promise<unknown>) {
  const onRequest: onRequestHookHandler = (request, reply, done) => {
    const hit = app.catalogCache.peek(key);
    if (hit) sendCachedJson(request, reply, hit);
    else done();
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    sendCachedJson(request, reply, await app.catalogCache.get(key, load));
  return { onRequest, handler };
}
