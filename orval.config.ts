// Orval (`npm run generate:api`): typed react-query hooks and MSW handlers from openapi/openapi.json.
// Every call goes through the hand-written fetch mutator src/api/fetcher.ts (docs/api.md#conventions);
// the output in generated/api/ is never edited by hand.
import { defineConfig } from 'orval';

export default defineConfig({
  api: {
    input: { target: './openapi/openapi.json' },
    output: {
      target: './generated/api/endpoints.ts',
      schemas: './generated/api/model',
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      packageJson: './package.json',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false }, { type: 'faker' }] },
      override: {
        mutator: { path: './src/api/fetcher.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: true, forceSuccessResponse: true },
      },
    },
  },
});
