// Multipart uploads (create/update property, gallery). Limits here bound memory; the image pipeline checks more.
// Registered by the routes that take uploads (custom_admin/properties), so its per-request hooks stay off every
// other route.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_GALLERY_FILES, MAX_IMAGE_BYTES } from '../../schemas/admin-properties.ts';

export default fp(
  async (app) => {
    await app.register(multipart, {
      // A file over the limit is read truncated and reported by its field (lib/multipart-form.ts).
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_GALLERY_FILES + 1,
        fields: 30,
        fieldSize: 64 * 1024,
        parts: 40,
        headerPairs: 200,
      },
    });
  },
  { name: 'multipart' },
);
