// A seeded, bounded fuzz run over every operation of openapi/openapi.json (on the route suites' engine, PGlite):
// whatever is sent, the API answers below 500. `npm run bench:fuzz` runs the same fuzzer longer, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from './helpers/app.ts';
import { chainPerFile } from './helpers/chain-hooks.ts';
import {
  createFuzzer,
  type FuzzContext,
  prepareFuzzContext,
  readOperations,
  runFuzz,
} from './helpers/fuzz.ts';

const chain = chainPerFile();
const REQUESTS = 1000;
/** The campaign's seed: the same requests on every run (`npm run bench:fuzz` takes its own, BENCH_FUZZ_SEED). */
const SEED = 11;

describe.each(routeEngines())('fuzzed requests on %s', (engine) => {
  let t: TestApp;
  let context: FuzzContext;
  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    context = await prepareFuzzContext(t.app, chain());
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`test_fuzz_${REQUESTS}_requests_over_every_operation_answer_below_500`, async () => {
    const fuzzer = createFuzzer(context, SEED);
    const labels = new Set<string>();
    const report = await runFuzz(fuzzer, REQUESTS, async (request) => {
      labels.add(request.label.split(' ')[0] ?? '');
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      return { status: response.statusCode, body: response.body };
    });
    expect(report.serverErrors, JSON.stringify(report.serverErrors, null, 1)).toEqual([]);
    expect(report.requests).toBe(REQUESTS);
    // Every operation was tried, and the run got past the gates (not only 4xx).
    expect([...labels].sort()).toEqual(
      readOperations()
        .operations.map((o) => o.operationId)
        .sort(),
    );
    expect(report.byStatus['200'] ?? 0).toBeGreaterThan(REQUESTS / 20);
  });

  // Infinity passes the JSON-schema integer check, the database refuses it.
  it('test_ids_the_fuzzer_found_answer_4xx', async () => {
    const bearer = { authorization: `Bearer ${context.tokens.manager}` };
    for (const url of [
      '/api/purchases/Infinity/',
      '/api/purchases/sales/Infinity/',
      '/api/purchases/ownerships/-Infinity/',
      '/api/certificates/Infinity/',
      '/api/certificates/1e309/download/',
      '/api/certificates/verify/Infinity/?signature=0x00',
      '/api/portfolio/statements/verify/Infinity/?signature=0x00',
      '/api/portfolio/statements/verify/1e309/?signature=0x00',
    ]) {
      const response = await t.app.inject({ url, headers: bearer });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    for (const url of [
      `/custom_admin/properties/${context.ids.property}/gallery/2147483648/`,
      `/custom_admin/properties/${context.ids.property}/gallery/Infinity/`,
    ]) {
      const response = await t.app.inject({ method: 'DELETE', url, headers: bearer });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
