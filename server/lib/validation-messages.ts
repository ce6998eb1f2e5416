// Turns Ajv errors of a failed schema into the `{"field": ["message", ...]}` body of docs/api.md#errors. The
// texts come from src/core/validationMessages.ts, where each has a code the web app translates.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validationMessage as text } from '#core/validationMessages.ts';
import type { FieldMessages } from './errors.ts';

export const NON_FIELD = 'non_field_errors';

function fieldOf(error: FastifySchemaValidationError): string {
  const base = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? String(params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(params.additionalProperty)
        : '';
  return [base, child].filter(Boolean).join('.') || NON_FIELD;
}

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return text('required');
    case 'additionalProperties':
      return text('unexpected');
    case 'minLength':
      return limit === 1 ? text('blank') : text('minLength', { limit });
    case 'maxLength':
      return text('maxLength', { limit });
    case 'minimum':
      return text('minimum', { limit });
    case 'maximum':
      return text('maximum', { limit });
    case 'minItems':
      return text('minItems', { limit });
    case 'maxItems':
      return text('maxItems', { limit });
    case 'format':
      return params.format === 'email' ? text('email') : text('format', { format: String(params.format) });
    case 'pattern':
      return text('pattern');
    case 'type':
      if (error.instancePath === '') return text('object');
      return params.type === 'integer' ? text('integer') : text('type', { type: String(params.type) });
    case 'const':
    case 'enum':
      return text('choice');
    default:
      return text('invalid');
  }
}

export function validationToFields(errors: FastifySchemaValidationError[]): FieldMessages {
  const unionPaths = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const fields: FieldMessages = {};
  for (const error of errors) {
    // A union reports every branch; one message for the field says it better.
    const insideUnion = [...unionPaths].some(
      (p) => error.instancePath === p && error.keyword !== 'anyOf' && error.keyword !== 'oneOf',
    );
    if (insideUnion) continue;
    const field = fieldOf(error);
    const message = messageOf(error);
    fields[field] ??= [];
    if (!fields[field].includes(message)) fields[field].push(message);
  }
  return fields;
}

type TypeboxError = {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
};

/** The same field map from TypeBox errors (multipart forms are checked by the handler with TypeBox). */
export function typeboxToFields(errors: Iterable<TypeboxError>): FieldMessages {
  const ajvLike: FastifySchemaValidationError[] = [];
  for (const e of errors) {
    if (e.keyword === 'boolean') continue;
    if (e.keyword === 'required') {
      for (const missingProperty of (e.params.requiredProperties as string[]) ?? []) {
        ajvLike.push({ ...e, params: { missingProperty } });
      }
    } else if (e.keyword === 'additionalProperties') {
      for (const additionalProperty of (e.params.additionalProperties as string[]) ?? []) {
        ajvLike.push({ ...e, params: { additionalProperty } });
      }
    } else {
      ajvLike.push(e);
    }
  }
  return validationToFields(ajvLike);
}
