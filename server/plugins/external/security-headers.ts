// Security headers (helmet; HSTS in production) and the request id (X-Request-Id) for the API and the web app served from the same origin. The policy is static, so
// helmet runs once at boot and every response gets the same ready header set (no per-request rebuilding).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { REQUEST_ID_HEADER } from '../../lib/request-id.ts';

/** The headers helmet writes for `options`, collected once from a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The helmet options of every response from this origin; deploy/nginx (scripts/lib/nginx.ts) sends the same
 * headers with the app's files when nginx serves them.
 */
export function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    // The investor app and the admin console (MUI/emotion injects styles) load from this origin; the
    // browser talks to wallets and RPC nodes over https/wss.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
  };
}

export default fp(
  async (app) => {
    const headers = helmetHeaders(securityHeaderOptions(app.config.production));
    // Routes may still override one (uploads and the API docs set their own Content-Security-Policy).
    const setSecurityHeaders: onRequestHookHandler = (request, reply, done) => {
      reply.headers(headers);
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    };
    app.addHook('onRequest', setSecurityHeaders);
  },
  { name: 'security-headers', dependencies: ['config'] },
);
