// Turns Ajv errors of a failed schema into the `{"field": ["message", ...]}` body of docs/api.md#errors.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
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
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'Unexpected field.';
    case 'minLength':
      return params.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${params.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${params.limit} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${params.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${params.limit}.`;
    case 'minItems':
      return `Ensure this list has at least ${params.limit} items.`;
    case 'maxItems':
      return `Ensure this list has no more than ${params.limit} items.`;
    case 'format':
      return params.format === 'email' ? 'Enter a valid email address.' : `Enter a valid ${params.format}.`;
    case 'pattern':
      return 'Enter a valid value.';
    case 'type':
      if (error.instancePath === '') return 'Expected a JSON object.';
      return params.type === 'integer' ? 'A valid integer is required.' : `Expected a ${params.type}.`;
    case 'const':
    case 'enum':
      return 'Not a valid choice.';
    default:
      return 'Invalid value.';
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
