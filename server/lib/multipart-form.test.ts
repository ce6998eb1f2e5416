// server/lib/multipart-form.ts on a bare Fastify app: text fields and files read as they stream in, and every
// way a form can be wrong a client error naming what (415 not multipart, 413 over the limit, 400 malformed or
// over a per-field limit), never a 500.
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../schemas/admin-properties.ts';
import { fields, imagePart, multipart, type Part } from '../test/helpers/multipart.ts';
import { errorHandler } from './error-handler.ts';
import { type FileRule, readMultipartForm, requireMultipart } from './multipart-form.ts';

const MB = 1024 * 1024;
const RULES: Record<string, FileRule> = { image: { max: 1 }, images: { max: 3 } };
/** Every file at its limit plus 1 MB for the fields: 4 files of 10 MB → 41 MB. */
const LIMIT = 4 * MAX_IMAGE_BYTES + MB;

describe('multipart forms', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(errorHandler);
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    app.post('/form', { onRequest: requireMultipart }, async (request) => {
      const form = await readMultipartForm(request, RULES);
      return {
        fields: form.fields,
        files: Object.fromEntries(
          Object.entries(form.files).map(([name, list]) => [name, list.map((b) => b.toString('latin1'))]),
        ),
      };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url: '/form', headers: body.headers, payload: body.payload });
  };
  const raw = (
    contentType: string,
    payload: string | Buffer | Readable,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': contentType, ...headers },
      payload,
    });
  const file = (name: string, text: string) => imagePart(name, Buffer.from(text, 'latin1'));

  it('test_readMultipartForm_reads_fields_and_files_by_name', async () => {
    const response = await send([
      ...fields({ name: 'Villa', apy_percent: '7.5', name_ru: 'Вилла' }),
      file('image', 'front'),
      file('images', 'one'),
      file('images', 'two'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { name: 'Villa', apy_percent: '7.5', name_ru: 'Вилла' },
      files: { image: ['front'], images: ['one', 'two'] },
    });
    const empty = await send([]);
    expect(empty.json()).toEqual({ fields: {}, files: {} });
  });

  it('test_requireMultipart_answers_415_to_any_other_body', async () => {
    for (const contentType of [
      'application/json',
      'text/plain',
      'multipart/mixed; boundary=x',
      'multipart/form-data',
    ]) {
      const response = await raw(contentType, '{}');
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ detail: 'Request must be multipart/form-data' });
    }
  });

  it('test_readMultipartForm_names_each_file_rule_broken', async () => {
    const response = await send([
      file('image', 'a'),
      file('image', 'b'),
      file('logo', 'c'),
      imagePart('images', Buffer.alloc(0)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      image: ['Too many files (at most 1).'],
      logo: ['Unexpected file.'],
      images: ['The submitted file is empty.'],
    });
  });

  it('test_readMultipartForm_refuses_a_file_over_the_size_limit', async () => {
    const response = await send([imagePart('image', Buffer.alloc(MAX_IMAGE_BYTES + 1, 1))]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [`File too large (at most ${MAX_IMAGE_BYTES / MB} MB).`] });
  });

  it('test_readMultipartForm_refuses_long_fields_and_inherited_names', async () => {
    const long = await send(fields({ description: 'x'.repeat(64 * 1024 + 1) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ description: ['Too long (at most 64 KB).'] });
    // (As parts: an object literal's `__proto__` would set its prototype, not a field.)
    const named = (name: string): Part[] => [{ name, value: 'x' }];
    for (const parts of [named('__proto__'), named('constructor'), [file('toString', 'x')]]) {
      const response = await send(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['prototype property is not allowed as field name'],
      });
    }
  });

  it('test_readMultipartForm_answers_413_past_the_limit_declared_or_streamed', async () => {
    const declared = await raw('multipart/form-data; boundary=abc', Buffer.alloc(10), {
      'content-length': String(LIMIT + 1),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({
      detail: `Request body too large (at most ${Math.round(LIMIT / MB)} MB).`,
    });
    let pulled = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const head = Buffer.from('--abc\r\nContent-Disposition: form-data; name="description"\r\n\r\n');
    const body = new Readable({
      read() {
        if (pulled >= 200 * MB) return this.push(null);
        const next = pulled === 0 ? Buffer.concat([head, chunk]) : chunk;
        pulled += next.length;
        this.push(next);
      },
    });
    const streamed = await raw('multipart/form-data; boundary=abc', body);
    expect(streamed.statusCode).toBe(413);
    // Reading stopped just past the limit.
    expect(pulled).toBeLessThan(LIMIT + 2 * MB);
  });

  it('test_readMultipartForm_answers_400_to_malformed_bodies', async () => {
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nVilla\r\n`;
    const noBoundary = await raw('multipart/form-data; boundary=', part('x'));
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({
      non_field_errors: ['Malformed multipart body: no boundary in its Content-Type.'],
    });
    const tooLongBoundary = await raw(
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
      part('b'.repeat(71)),
    );
    expect(tooLongBoundary.json().non_field_errors[0]).toMatch(/no boundary/);
    const unclosed = await raw('multipart/form-data; boundary=abc', part('abc').slice(0, 30));
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json()).toEqual({
      non_field_errors: ['Malformed multipart body: it ends before its closing boundary.'],
    });
    const quoted = await raw('multipart/form-data; boundary="abc"', `${part('abc')}--abc--\r\n`);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().fields).toEqual({ name: 'Villa' });
  });

  it('test_readMultipartForm_counts_too_many_fields', async () => {
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'x']));
    const response = await send(fields(many));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Too many form fields.'] });
  });
});
