// JSON request bodies. The web app's fetch mutator sends `Content-Type: application/json` on every call
// (docs/api.md#conventions), also on calls without a body (e.g. DELETE of a gallery image): on routes that
// take no body an empty JSON body is no body. Routes that take one still answer 400 `The request body is
// empty.`; other bodies are parsed as before (prototype poisoning refused, malformed JSON is 400).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Whether the matched route reads a request body (a validated one, or one its handler parses itself). */
const takesBody = (request: FastifyRequest) => {
  const schema = request.routeOptions.schema;
  return schema?.body !== undefined || schema?.docsOnlyBody !== undefined;
};

export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body.length === 0 && !takesBody(request)) {
        done(null, undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
