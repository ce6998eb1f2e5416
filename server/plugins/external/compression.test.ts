// The compression plugin on a real Fastify instance: JSON lists (with simple-rest's Content-Range) and /rpc-like
// answers are compressed for clients that accept it; small, non-JSON and already encoded answers pass as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compression from './compression.ts';

const rows = Array.from({ length: 100 }, (_, id) => ({ id, name: `Property ${id}`, city: 'Lisbon' }));

describe('compression plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(compression);
    app.get('/list', async (_request, reply) => reply.header('content-range', 'items 0-99/100').send(rows));
    app.post('/rpc', async () => ({ jsonrpc: '2.0', id: 1, result: `0x${'ab'.repeat(2048)}` }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(4096)));
    app.get('/encoded', async (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(Buffer.from('already')),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('test_list_with_content_range_is_compressed_with_brotli', async () => {
    const response = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-range']).toBe('items 0-99/100');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(rows);
  });

  it('test_rpc_answer_is_compressed_with_gzip_when_only_gzip_is_accepted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rpc',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).result).toHaveLength(2 + 4096);
  });

  it('test_identity_client_gets_plain_json_with_vary', async () => {
    const response = await app.inject({ url: '/list', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.json()).toEqual(rows);
  });

  it('test_small_text_and_encoded_answers_pass_unchanged', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await app.inject({ url: '/text', headers });
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body).toHaveLength(4096);
    const encoded = await app.inject({ url: '/encoded', headers });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.rawPayload.toString()).toBe('already');
  });
});
