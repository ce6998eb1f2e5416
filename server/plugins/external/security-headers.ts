// Security headers (helmet) for the API and the web app served from the same origin. The policy is static, so
// helmet runs once at boot and every response gets the same ready header set (no per-request rebuilding).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

export default fp(
  async (app) => {
    const headers = helmetHeaders({
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
      strictTransportSecurity: app.config.production,
    });
    // Routes may still override one (uploads and the API docs set their own Content-Security-Policy).
    const setSecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
      reply.headers(headers);
      done();
    };
    app.addHook('onRequest', setSecurityHeaders);
  },
  { name: 'security-headers', dependencies: ['config'] },
);
