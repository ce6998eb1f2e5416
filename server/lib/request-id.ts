// Every request gets an id: the one the reverse proxy sent in `X-Request-Id` (nginx's $request_id, see
// deploy/nginx/), when it looks like one, or a new UUID. Fastify puts it in every log line of the request
// (`reqId`); the security-headers plugin echoes it in the response's `X-Request-Id`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids taken from the proxy: letters, digits, `-`, `_`, `.`, `:`; at most 64 characters (nothing to forge logs with). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
