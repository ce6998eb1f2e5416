// Uploaded images: the type is read from the bytes (JPEG, PNG, WebP; never SVG), sizes are bounded, and
// only re-encoded WebP copies (no metadata) are stored, under a random name, served from /uploads/: the image
// (at most 2560 px) and resized copies at most 480, 800 and 1200 px wide for `srcset` (src/core/imageVariants.ts).
// Storage: the shared UPLOADS_DIR folder, or an S3-compatible bucket (server/lib/image-storage.ts). Uploads stored
// in a folder before the copies existed get them when the server starts.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '#core/imageVariants.ts';
import { validationMessage } from '#core/validationMessages.ts';
import { fieldError } from '../../lib/errors.ts';
import { folderStorage, type ImageStorage, s3Storage } from '../../lib/image-storage.ts';
import { MAX_IMAGE_PIXELS } from '../../schemas/admin-properties.ts';

export const UPLOADS_URL_PREFIX = '/uploads/';
const MAX_SIDE = 2560;
const INVALID = validationMessage('imageInvalid');
/** The names of stored files: an upload (`<uuid>.webp`) or one of its resized copies (`<uuid>-<width>w.webp`). */
export const IMAGE_NAME = /^[0-9a-f-]{36}(?:-\d{3,4}w)?\.webp$/;

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

/** Resized copies of the stored image `name`, written when `missing(copyName)` says so. */
async function writeVariants(
  storage: ImageStorage,
  name: string,
  image: Buffer,
  missing: (copyName: string) => boolean = () => true,
) {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const copyName = path.basename(imageVariantUrl(`${UPLOADS_URL_PREFIX}${name}`, width) ?? '');
    if (!missing(copyName)) continue;
    const copy = await sharp(image)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await storage.put(copyName, copy, 'image/webp');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    imageStorage: ImageStorage;
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
    const storage = app.config.s3 ? s3Storage(app.config.s3) : folderStorage(app.config.uploadsDir);
    app.decorate('imageStorage', storage);
    app.addHook('onClose', async () => storage.close());
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
        await storage.put(name, output, 'image/webp');
        await writeVariants(storage, name, output);
        return `${UPLOADS_URL_PREFIX}${name}`;
      },

      async remove(url: string | null) {
        if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
        const name = path.basename(url);
        if (!STORED_NAME.test(name)) return;
        await storage.remove(name);
        for (const width of IMAGE_VARIANT_WIDTHS) {
          const copy = imageVariantUrl(`${UPLOADS_URL_PREFIX}${name}`, width);
          if (copy) await storage.remove(path.basename(copy));
        }
      },
    });

    // Uploads kept in a folder from before the resized copies existed: make theirs once, in the background
    // (a bucket only ever received uploads with their copies).
    if (storage.kind === 'folder') {
      const dir = app.config.uploadsDir;
      app.addHook('onReady', async () => {
        void (async () => {
          for (const name of (await readdir(dir)).filter((file) => STORED_NAME.test(file))) {
            const missing = (copyName: string) => !existsSync(path.join(dir, copyName));
            if (!IMAGE_VARIANT_WIDTHS.some((width) => missing(`${name.slice(0, -5)}-${width}w.webp`)))
              continue;
            await writeVariants(storage, name, await readFile(path.join(dir, name)), missing);
          }
        })().catch((error) => app.log.warn({ err: error }, 'resized copies of older uploads failed'));
      });
    }
  },
  { name: 'images', dependencies: ['config'] },
);
