// Multipart uploads (create/update property, gallery): the body is not parsed here but read by the handler
// (lib/multipart-form.ts), which counts and bounds it as it streams in. A multipart answer sent before the whole
// body was read (an error, a 404, a 413) closes the connection, so the rest of the body is never taken in.
// Registered by the routes that take uploads (custom_admin/properties), so it stays off every other route.
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    const closeIfUnread: onSendHookHandler = (request, reply, payload, done) => {
      const raw = request.raw;
      if (/^multipart\//i.test(request.headers['content-type'] ?? '') && !raw.readableEnded) {
        reply.header('connection', 'close');
      }
      done(null, payload);
    };
    app.addHook('onSend', closeIfUnread);
  },
  { name: 'multipart' },
);
