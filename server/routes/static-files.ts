// Uploaded images under /uploads/ and, when a static root is given (npm start: dist/), the web app with
// /locales and an SPA fallback to index.html for every other GET outside the API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { UPLOADS_URL_PREFIX } from '../plugins/app/images.ts';

const API_PREFIXES = ['/api/', '/custom_admin/', '/uploads/', '/rpc'];

const staticFiles: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => {
      res.header('content-security-policy', "default-src 'none'; sandbox");
      res.header('x-content-type-options', 'nosniff');
    },
  });

  const root = app.config.staticRoot;
  const index = root && path.join(root, 'index.html');
  if (root && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      dotfiles: 'ignore',
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Files that exist are routes of their own (wildcard: false); any other GET outside the API that does
    // not look like a file gets the app shell, so client-side routes survive a reload.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((p) => url.startsWith(p)) || path.extname(url))
        throw new HttpError(404, 'Not found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
};

export default staticFiles;
