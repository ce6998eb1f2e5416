// Uploaded images under /uploads/ and, when a static root is given (npm start: dist/), the web app with
// /locales and an SPA fallback to index.html for every other GET outside the API. Files are looked up on each
// request, so a rebuild of the web app while the server runs is served at once (new hashed assets included).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isAddress } from 'viem';
import {
  CATALOG_CARD_IMAGE_SIZES,
  imageSrcSet,
  leadImage,
  PROPERTY_IMAGE_SIZES,
} from '#core/imageVariants.ts';
import { compressors, type Encoding, negotiateEncoding, varyOnEncoding } from '../lib/compression.ts';
import { HttpError } from '../lib/errors.ts';
import { IMAGE_NAME, UPLOADS_URL_PREFIX } from '../plugins/app/images.ts';

const API_PREFIXES = ['/api/', '/custom_admin/', '/uploads/', '/rpc'];
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

type ImageRecord = { image?: string | null; gallery: { image: string }[] };

/**
 * The first image the catalogue or a property page shows (its largest paint), for the page's HTML: a
 * `<link rel="preload">`, so the browser fetches it with the app's scripts instead of after them, and the image
 * itself in the boot shell, so it paints before the scripts run; the app's first render replaces the shell
 * (docs/architecture.md#first-paint).
 */
async function leadImageHtml(
  app: FastifyInstance,
  pathname: string,
): Promise<{ preload: string; shell: string } | null> {
  let record: ImageRecord | undefined;
  let sizes = CATALOG_CARD_IMAGE_SIZES;
  if (pathname === '/catalog' || pathname === '/catalog/') {
    // The catalogue's first record only, a page of one: never the whole catalogue, whose size grows with it.
    const catalog = await app.inject({
      url: '/api/properties/validated-catalog/',
      query: { range: '[0,0]' },
    });
    if (catalog.statusCode === 200) record = (catalog.json() as ImageRecord[])[0];
  } else {
    const address = /^\/catalog\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (!address || !isAddress(address, { strict: false })) return null;
    const property = await app.inject({ url: `/api/properties/${address}/` });
    if (property.statusCode === 200) record = property.json() as ImageRecord;
    sizes = PROPERTY_IMAGE_SIZES;
  }
  const image = record ? leadImage(record) : undefined;
  const srcSet = image ? imageSrcSet(image) : undefined;
  // Only an upload's own name (a UUID) reaches the page: nothing here needs escaping.
  if (!image || !srcSet) return null;
  const kind = sizes === PROPERTY_IMAGE_SIZES ? 'property' : 'catalog';
  return {
    preload: `<link rel="preload" as="image" href="${image}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high" />`,
    shell: `<div class="boot-lead boot-lead-${kind}"><img src="${image}" srcset="${srcSet}" sizes="${sizes}" width="1200" height="750" alt="" fetchpriority="high" /></div>`,
  };
}

/** Documents with a lead image kept built: by shell version, lead and encoding, a few dozen at most. */
const DOCUMENTS_KEPT = 64;

const staticFiles: FastifyPluginAsync = async (app) => {
  /** A document is built (and compressed) once per shell, lead image and encoding, not on every request. */
  const documents = new Map<string, Promise<Buffer>>();
  const document = (
    root: string,
    shell: { mtimeMs: number; ctimeMs: number; ino: number; size: number },
    lead: { preload: string; shell: string },
    encoding: Encoding | null,
  ) => {
    // The inode and change time too: a deploy that keeps the build's file times (rsync -a, tar) still changes them.
    const key = `${shell.ino}:${shell.ctimeMs}:${shell.mtimeMs}:${shell.size}|${encoding}|${lead.preload}`;
    let built = documents.get(key);
    if (!built) {
      built = (async () => {
        const html = await readFile(path.join(root, 'index.html'), 'utf8');
        const page = Buffer.from(
          html.replace('</head>', `${lead.preload}\n</head>`).replace('<!--lead image-->', lead.shell),
        );
        return encoding === null ? page : compressors[encoding](page);
      })();
      built.catch(() => documents.delete(key));
      documents.set(key, built);
      if (documents.size > DOCUMENTS_KEPT) documents.delete(documents.keys().next().value as string);
    }
    return built;
  };

  const uploadHeaders = {
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
  };
  if (app.imageStorage.kind === 'folder') {
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
        for (const [name, value] of Object.entries(uploadHeaders)) res.header(name, value);
      },
    });
  } else {
    // Images in object storage: read through the API, with the same headers as files from the folder.
    app.get(`${UPLOADS_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      const image = IMAGE_NAME.test(name) ? await app.imageStorage.get(name) : null;
      if (!image) throw new HttpError(404, 'Not found');
      return reply
        .headers(uploadHeaders)
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    });
  }

  const root = app.config.staticRoot;
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes <file>.br and <file>.gz next to each text file (src/build/precompress.ts): a browser that
    // accepts them gets the compressed copy, others the plain file.
    preCompressed: true,
    // Vite names files under assets/ by content hash: they never change. Everything else is revalidated.
    setHeaders: (res, file) => {
      res.header(
        'cache-control',
        file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // A path with a file extension is a file of the build (404 when it is not there); any other GET outside the
  // API gets the app shell, so client-side routes survive a reload.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) throw new HttpError(404, 'Not found');
    if (path.posix.extname(pathname)) return reply.sendFile(pathname);
    const lead = pathname.startsWith('/catalog')
      ? await leadImageHtml(app, pathname).catch(() => null)
      : null;
    if (!lead) return reply.sendFile('index.html');
    // Compressed like the build's own index.html (its .br / .gz siblings): the page is the first request. A
    // rebuild of the app (a new index.html) makes new documents.
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const page = await document(root, await stat(path.join(root, 'index.html')), lead, encoding);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', varyOnEncoding(reply.getHeader('vary')))
      .type('text/html; charset=utf-8');
    if (encoding === null) return reply.send(page);
    return reply.header('content-encoding', encoding).send(page);
  });
};

export default staticFiles;
