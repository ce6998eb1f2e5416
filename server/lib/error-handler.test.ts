// server/lib/error-handler.ts on a bare Fastify app: every kind of failure gets its documented status and body
// (docs/api.md#errors): field maps for every 400, `detail` otherwise, 503 for the chain, and no internals in a
// 5xx (a route's own failure text at most), with the unexpected ones logged (URL redacted).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { ChainUnavailableError, FieldValidationError, HttpError } from './errors.ts';

const named = (name: string, cause?: unknown) => Object.assign(new Error(name), { name, cause });
const withCode = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

const THROWN: Record<string, () => unknown> = {
  fields: () => new FieldValidationError({ email: ['Enter a valid email address.'] }),
  http: () => new HttpError(429, 'Slow down', { 'retry-after': '7' }),
  'http-503': () => new ChainUnavailableError(new Error('connect ECONNREFUSED 10.0.0.5:8545')),
  nul: () => withCode('invalid byte sequence for encoding "UTF8": 0x00', { code: '22021' }),
  'data-exception': () =>
    withCode('value "Infinity" is out of range for type integer', { code: '22003', severity: 'ERROR' }),
  // A code of class 22 without a severity is no database error: nothing to trust it for.
  'not-a-database-error': () => withCode('22003 lookalike', { code: '22003' }),
  'chain-unreachable': () => named('ContractFunctionExecutionError', named('HttpRequestError')),
  'chain-reverted': () => named('ContractFunctionExecutionError', named('ExecutionRevertedError')),
  'status-404': () => withCode('No such thing', { statusCode: 404 }),
  'status-400': () => withCode('Bad header', { statusCode: 400 }),
  'status-302': () => withCode('redirect at /srv/app.ts:3', { statusCode: 302 }),
  crash: () => new TypeError("Cannot read properties of undefined (reading 'x') at /srv/secret.ts:12"),
};

describe('error handler', () => {
  let app: FastifyInstance;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
      // As server/app.ts configures it.
      ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
    });
    app.setErrorHandler(errorHandler);
    app.get<{ Params: { kind: string } }>('/throw/:kind', async (request) => {
      throw THROWN[request.params.kind]?.();
    });
    app.get('/documented', { config: { failureDetail: 'The catalogue could not be read.' } }, async () => {
      throw new Error('password=hunter2');
    });
    app.post(
      '/validated',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            additionalProperties: false,
            properties: { name: { type: 'string', minLength: 1 }, apy: { type: 'number', maximum: 100 } },
          },
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const thrown = (kind: string, query = '') => app.inject({ url: `/throw/${kind}${query}` });

  it('test_field_validation_errors_answer_their_field_map', async () => {
    const response = await thrown('fields');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('test_schema_failures_answer_a_field_map_of_every_error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { name: '', apy: 101, extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['apy', 'extra', 'name']);
    const missing = await app.inject({ method: 'POST', url: '/validated', payload: {} });
    expect(Object.keys(missing.json())).toEqual(['name']);
  });

  it('test_unreadable_json_bodies_answer_400_with_a_non_field_message', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/validated',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{"name":')).json()).toEqual({
      non_field_errors: ['The request body is not valid JSON.'],
    });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['The request body is empty.'] });
  });

  it('test_http_errors_answer_their_status_detail_and_headers', async () => {
    const response = await thrown('http');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({ detail: 'Slow down' });
    const before = logs.length;
    const chain = await thrown('http-503');
    expect(chain.statusCode).toBe(503);
    expect(chain.json()).toEqual({ detail: 'Blockchain connection error' });
    // A 5xx of our own is logged with its cause; the cause never reaches the client.
    expect(chain.body).not.toContain('10.0.0.5');
    expect(logs.slice(before)).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'Blockchain connection error' }),
    );
  });

  it('test_database_refusals_of_the_input_answer_400', async () => {
    const nul = await thrown('nul');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ non_field_errors: ['Text may not contain NUL (U+0000) characters.'] });
    const range = await thrown('data-exception');
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({
      non_field_errors: ['A value in the request is malformed or out of range.'],
    });
    expect((await thrown('not-a-database-error')).statusCode).toBe(500);
  });

  it('test_an_unreachable_node_answers_503_and_a_revert_is_a_500', async () => {
    const unreachable = await thrown('chain-unreachable');
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toEqual({ detail: 'Blockchain connection error' });
    const reverted = await thrown('chain-reverted');
    expect(reverted.statusCode).toBe(500);
    expect(reverted.json()).toEqual({ detail: 'Internal server error' });
  });

  it('test_other_errors_keep_a_4xx_status_and_400s_keep_the_field_map_shape', async () => {
    const notFound = await thrown('status-404');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ detail: 'No such thing' });
    const bad = await thrown('status-400');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ non_field_errors: ['Bad header'] });
    // Not an error status: a 500 without the message.
    const odd = await thrown('status-302');
    expect(odd.statusCode).toBe(500);
    expect(odd.json()).toEqual({ detail: 'Internal server error' });
  });

  it('test_unexpected_errors_answer_500_without_internals_and_are_logged_with_a_redacted_url', async () => {
    const before = logs.length;
    const crash = await thrown('crash', '?signature=0xsecret&page=2');
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ detail: 'Internal server error' });
    const documented = await app.inject({ url: '/documented' });
    expect(documented.statusCode).toBe(500);
    expect(documented.json()).toEqual({ detail: 'The catalogue could not be read.' });
    expect(documented.body).not.toContain('hunter2');
    const errors = logs.slice(before).filter((line) => line.msg === 'unhandled error');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({
      level: 50,
      method: 'GET',
      url: '/throw/crash?signature=[redacted]&page=2',
    });
    expect(JSON.stringify(errors)).not.toContain('0xsecret');
  });
});
