// Reads a multipart form into text fields and file buffers while it streams in, and turns every way it can be
// wrong into a clear client error, never a 500 (docs/api.md#errors): over the body limit 413 (counted as the
// bytes arrive; the rest is not read), malformed or cut short 400, not multipart 415, and each limit a 400 naming
// its field.
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../schemas/admin-properties.ts';
import { FieldValidationError, HttpError, messages } from './errors.ts';
import { NON_FIELD } from './validation-messages.ts';

export type FileRule = { max: number };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer[]> };

const MB = 1024 * 1024;
const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 64 * 1024;
/** Room for the text fields, part headers and boundaries next to the files. */
const FORM_OVERHEAD_BYTES = MB;

/** The most bytes a form with these files may take: every file at its size limit, plus the fields. */
const multipartBodyLimit = (fileRules: Record<string, FileRule>) =>
  Object.values(fileRules).reduce((sum, rule) => sum + rule.max * MAX_IMAGE_BYTES, 0) + FORM_OVERHEAD_BYTES;

const MULTIPART = /^multipart\/form-data\s*;/i;
/** A boundary parameter of 1 to 70 characters, quoted or not (RFC 2046). */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** onRequest hook of multipart routes: 415 `Request must be multipart/form-data` before any body is read. */
export async function requireMultipart(request: FastifyRequest) {
  if (!MULTIPART.test(request.headers['content-type'] ?? '')) throw new HttpError(415, messages.notMultipart);
}

const malformed = (why: string) =>
  new FieldValidationError({ [NON_FIELD]: [`Malformed multipart body: ${why}.`] });
const tooLarge = (limit: number) =>
  new HttpError(413, `Request body too large (at most ${Math.round(limit / MB)} MB).`);
const isInherited = (name: string) => name in Object.prototype;
const hasRule = (rules: Record<string, FileRule>, name: string) => Object.hasOwn(rules, name);

export function readMultipartForm(
  request: FastifyRequest,
  fileRules: Record<string, FileRule>,
): Promise<MultipartForm> {
  const limit = multipartBodyLimit(fileRules);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) {
    return Promise.reject(malformed('no boundary in its Content-Type'));
  }
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: Object.values(fileRules).reduce((sum, rule) => sum + rule.max, 0) + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: 200,
        parts: MAX_FIELDS + 10,
        headerPairs: 20,
      },
    });
  } catch (error) {
    const why = /boundary/i.test((error as Error).message)
      ? 'no boundary in its Content-Type'
      : 'unreadable Content-Type';
    return Promise.reject(malformed(why));
  }

  const raw = request.raw;
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  const counts = new Map<string, number>();
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  };

  return new Promise<MultipartForm>((resolve, reject) => {
    let settled = false;
    let parsed = false;
    let pendingFiles = 0;
    let received = 0;

    const stop = () => {
      raw.off('data', onData);
      raw.off('error', onBroken);
      raw.off('aborted', onBroken);
      raw.unpipe(parser);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stop();
      // The rest of the body is left unread; the answer closes the connection (plugins/external/multipart.ts).
      raw.pause();
      reject(error);
    };
    const maybeDone = () => {
      if (settled || !parsed || pendingFiles > 0) return;
      settled = true;
      stop();
      if (Object.keys(errors).length > 0) reject(new FieldValidationError(errors));
      else resolve({ fields, files });
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) fail(tooLarge(limit));
    };
    const onBroken = () => fail(malformed('the request ended before the form did'));

    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (isInherited(name))
        return fail(
          new FieldValidationError({ [NON_FIELD]: ['prototype property is not allowed as field name'] }),
        );
      if (valueTruncated) add(name, `Too long (at most ${MAX_FIELD_BYTES / 1024} KB).`);
      else fields[name] = value;
    });
    parser.on('file', (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }) => {
      stream.on('error', () => fail(malformed('a file part ended early')));
      if (isInherited(name)) {
        stream.resume();
        return fail(
          new FieldValidationError({ [NON_FIELD]: ['prototype property is not allowed as field name'] }),
        );
      }
      const rule = hasRule(fileRules, name) ? fileRules[name] : undefined;
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      if (!rule) {
        add(name, 'Unexpected file.');
        stream.resume();
        return;
      }
      if (count > rule.max) {
        add(name, `Too many files (at most ${rule.max}).`);
        stream.resume();
        return;
      }
      pendingFiles++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        pendingFiles--;
        const bytes = Buffer.concat(chunks);
        if (stream.truncated) add(name, `File too large (at most ${MAX_IMAGE_BYTES / MB} MB).`);
        else if (bytes.length === 0) add(name, 'The submitted file is empty.');
        else {
          files[name] ??= [];
          files[name].push(bytes);
        }
        maybeDone();
      });
    });
    parser.on('filesLimit', () => {
      const [field, rule] = Object.entries(fileRules).sort(([, a], [, b]) => b.max - a.max)[0] ?? [
        NON_FIELD,
        { max: 0 },
      ];
      add(field, `Too many files (at most ${rule.max}).`);
    });
    parser.on('fieldsLimit', () => add(NON_FIELD, 'Too many form fields.'));
    parser.on('partsLimit', () => add(NON_FIELD, 'Too many form fields.'));
    parser.on('error', (error: Error) => {
      // An empty body is an empty form.
      if (received === 0 && /Unexpected end/i.test(error.message)) {
        parsed = true;
        return maybeDone();
      }
      fail(
        malformed(
          /Unexpected end/i.test(error.message) ? 'it ends before its closing boundary' : 'unreadable parts',
        ),
      );
    });
    parser.on('finish', () => {
      parsed = true;
      maybeDone();
    });

    raw.on('data', onData);
    raw.on('error', onBroken);
    raw.on('aborted', onBroken);
    raw.pipe(parser);
  });
}
