// Reads a multipart form into text fields and file buffers, turning every limit into a 400 field error
// (docs/api.md#errors).
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../schemas/admin-properties.ts';
import { FieldValidationError, HttpError, messages } from './errors.ts';
import { NON_FIELD } from './validation-messages.ts';

export type FileRule = { max: number };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer[]> };

const MB = 1024 * 1024;

/** onRequest hook of multipart routes: 415 `Request must be multipart/form-data` before any body is read. */
export async function requireMultipart(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type)) throw new HttpError(415, messages.notMultipart);
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileRules: Record<string, FileRule>,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const rule = fileRules[part.fieldname];
      const buffer = await part.toBuffer();
      if (!rule) {
        add(part.fieldname, 'Unexpected file.');
      } else if (part.file.truncated) {
        add(part.fieldname, `File too large (at most ${MAX_IMAGE_BYTES / MB} MB).`);
      } else if (buffer.length === 0) {
        add(part.fieldname, 'The submitted file is empty.');
      } else {
        files[part.fieldname] ??= [];
        files[part.fieldname]?.push(buffer);
        if ((files[part.fieldname]?.length ?? 0) > rule.max)
          add(part.fieldname, `Too many files (at most ${rule.max}).`);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      const [field, rule] = Object.entries(fileRules).sort(([, a], [, b]) => b.max - a.max)[0] ?? [
        NON_FIELD,
        { max: 0 },
      ];
      add(field, `Too many files (at most ${rule.max}).`);
    } else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      add(NON_FIELD, 'Too many form fields.');
    } else if (
      code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      code === 'FST_MULTIPART_INVALID_CONTENT_TYPE'
    ) {
      throw new HttpError(415, messages.notMultipart);
    } else if (
      error instanceof Error &&
      /Unexpected end of form|Malformed part header|boundary/i.test(error.message)
    ) {
      add(NON_FIELD, 'Malformed multipart body.');
    } else {
      throw error;
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return { fields, files };
}
