// OpenAPI from the route schemas (exported to openapi/openapi.json) and interactive docs at /api/docs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

const { version } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8'),
) as {
  version: string;
};

export const API_VERSION = version;

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'RealEstate BSC API',
          version,
          description:
            'Fractional real-estate investment on BNB Smart Chain. Public API under `/api/`, back-office calls ' +
            'under `/custom_admin/` (site root). Errors are `{"detail": "..."}`; 400 validation failures are ' +
            '`{"field": ["message", ...]}`. List endpoints accept react-admin simple-rest `sort`/`range`/`filter` ' +
            'and then answer with `Content-Range`.',
        },
        tags: [
          { name: 'auth', description: 'Wallet login and session tokens' },
          { name: 'user', description: "The logged-in user's profile" },
          { name: 'properties', description: 'Property records and on-chain catalogue (public)' },
          {
            name: 'custom-admin',
            description:
              'Back office: the roles each area accepts, checked on chain (docs/roles.md#api-access)',
          },
          {
            name: 'purchases',
            description: "The caller's purchases, sales and holdings (from chain events)",
          },
          { name: 'certificates', description: 'Signed purchase certificates' },
          { name: 'system', description: 'Health and the JSON-RPC proxy' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        security: [{ bearerAuth: [] }],
      },
      // Multipart and JSON-RPC bodies are parsed and checked by their handlers; their schema only documents them.
      transform: ({ schema, url }) => {
        const { docsOnlyBody, ...rest } = (schema ?? {}) as Record<string, unknown>;
        return { schema: (docsOnlyBody ? { ...rest, body: docsOnlyBody } : rest) as typeof schema, url };
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['config'] },
);

declare module 'fastify' {
  interface FastifySchema {
    /** Request body shown in OpenAPI only (multipart forms, JSON-RPC): the handler parses and validates it. */
    docsOnlyBody?: unknown;
  }
}
