// Uploaded images: the type is read from the bytes (JPEG, PNG, WebP; never SVG), sizes are bounded, and
// only re-encoded WebP copies (no metadata) are stored, under a random name, served from /uploads/: the image
// (at most 2560 px) and resized copies at most 480, 800 and 1200 px wide for `srcset` (src/core/imageVariants.ts).
// Uploads stored before the copies existed get them when the server starts.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../../src/core/imageVariants.ts';
import { fieldError } from '../../lib/errors.ts';
import { MAX_IMAGE_PIXELS } from '../../schemas/admin-properties.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
const MAX_SIDE = 2560;
const INVALID = 'Upload a valid image: JPEG, PNG or WebP.';

/** Magic numbers of the accepted formats. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/** Writes the resized copies of a stored image (`name` in `dir`) that are missing. */
async function writeVariants(dir: string, name: string, image: Buffer) {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const file = path.join(dir, path.basename(imageVariantUrl(`${UPLOADS_URL_PREFIX}${name}`, width) ?? ''));
    if (existsSync(file)) continue;
    const copy = await sharp(image)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await writeFile(file, copy, { mode: 0o644 });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    images: {
      /** Validates and stores `bytes`; returns the public URL path. Errors name `field`. */
      store(bytes: Buffer, field: string): Promise<string>;
      /** Removes a stored image by its URL path (missing files are fine). */
      remove(url: string | null): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const dir = app.config.uploadsDir;
    mkdirSync(dir, { recursive: true });
    sharp.concurrency(1);

    app.decorate('images', {
      async store(bytes: Buffer, field: string) {
        const format = sniff(bytes);
        if (!format) throw fieldError(field, INVALID);
        let output: Buffer;
        try {
          // The header first (no decoding, no pixel limit), so an oversized picture is named as such.
          const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
          if (meta.format !== format) throw fieldError(field, INVALID);
          if (!meta.width || !meta.height) throw fieldError(field, INVALID);
          if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
            throw fieldError(field, `Image too large (at most ${MAX_IMAGE_PIXELS / 1e6} megapixels).`);
          }
          output = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
            .rotate()
            .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 400) throw error;
          throw fieldError(field, INVALID);
        }
        const name = `${randomUUID()}.webp`;
        await writeFile(path.join(dir, name), output, { flag: 'wx', mode: 0o644 });
        await writeVariants(dir, name, output);
        return `${UPLOADS_URL_PREFIX}${name}`;
      },

      async remove(url: string | null) {
        if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
        const name = path.basename(url);
        if (!STORED_NAME.test(name)) return;
        await rm(path.join(dir, name), { force: true });
        for (const width of IMAGE_VARIANT_WIDTHS) {
          const copy = imageVariantUrl(`${UPLOADS_URL_PREFIX}${name}`, width);
          if (copy) await rm(path.join(dir, path.basename(copy)), { force: true });
        }
      },
    });

    // Uploads from before the resized copies existed: make theirs once, in the background.
    app.addHook('onReady', async () => {
      void (async () => {
        for (const name of (await readdir(dir)).filter((file) => STORED_NAME.test(file))) {
          await writeVariants(dir, name, await readFile(path.join(dir, name)));
        }
      })().catch((error) => app.log.warn({ err: error }, 'resized copies of older uploads failed'));
    });
  },
  { name: 'images', dependencies: ['config'] },
);
