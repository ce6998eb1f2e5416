// Public GETs answered from the catalogue cache: a fresh entry is sent straight from the route's onRequest hook
// (no body parsing, validation or handler), a missing one is computed by the handler. The whole answer is cached
// under the route's key; a page (a request with a query string) under the key and its query string, with its
// Content-Range. The answer is the Brotli
// or gzip copy when the client accepts one, with a strong ETag per representation and `Cache-Control: no-cache`,
// so browsers revalidate and a matching If-None-Match gets 304 without a body.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type Encoding, negotiateEncoding, varyOnEncoding } from './compression.ts';

/** One representation: its bytes and its strong entity tag (quoted, as sent in `ETag`). */
export type Representation = { body: Buffer; etag: string };
/**
 * Serialised UTF-8 JSON, its compressed representations when the body is big enough to gain from one, and the
 * headers that go with it (a page's Content-Range).
 */
export type CachedJson = Representation & {
  encoded: Partial<Record<Encoding, Representation>>;
  headers: Record<string, string>;
};
/** What a loader computes: the value to serialise and the headers to send with it. */
export type Loaded = { value: unknown; headers?: Record<string, string> };

/** RFC 9110 If-None-Match: `*`, or a list of entity tags compared weakly. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The representation to send: the preferred compressed copy the client accepts, else the JSON itself. */
function representationFor(request: FastifyRequest, cached: CachedJson): [Representation, Encoding | null] {
  const encoding = negotiateEncoding(
    request.headers['accept-encoding'],
    (coding) => coding in cached.encoded,
  );
  const copy = encoding ? cached.encoded[encoding] : undefined;
  return copy && encoding ? [copy, encoding] : [cached, null];
}

function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  const [representation, encoding] = representationFor(request, cached);
  for (const [name, value] of Object.entries(cached.headers)) reply.header(name, value);
  reply
    .header('vary', varyOnEncoding(reply.getHeader('vary')))
    .header('etag', representation.etag)
    .header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(representation.body);
}

/** The cache key of a request: the route's key, and the query string of a page as the client sent it. */
const keyOf = (key: string, url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? key : `${key}${url.slice(query)}`;
};

/**
 * The onRequest hook and handlers of a GET that answers the cached JSON of `key` (computed by `load`) and of its
 * pages (`pageHandler`, computed by the `load` it is given once the query was validated).
 */
export function cachedJsonRoute(app: FastifyInstance, key: string, load: () => Promise<unknown>) {
  const onRequest: onRequestHookHandler = (request, reply, done) => {
    // Only a query string a handler answered before is in the cache; any other goes through validation.
    const hit = app.catalogCache.peek(keyOf(key, request.url));
    if (hit) sendCachedJson(request, reply, hit);
    else done();
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    sendCachedJson(request, reply, await app.catalogCache.get(key, load));
  const pageHandler = async (request: FastifyRequest, reply: FastifyReply, loadPage: () => Promise<Loaded>) =>
    sendCachedJson(request, reply, await app.catalogCache.getWithHeaders(keyOf(key, request.url), loadPage));
  return { onRequest, handler, pageHandler };
}
