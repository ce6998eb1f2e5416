// What request logs may show of a URL: query values that prove something (a certificate's signature in a
// verification link, tokens) are replaced, so a log reader cannot replay or forge with them.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS =
  /^(signature|sig|token|access|refresh|access_token|refresh_token|password|secret|key)$/i;

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
