// Schema errors become `{"field": ["message", ...]}` bodies (docs/api.md#errors).
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { describe, expect, it } from 'vitest';
import { NON_FIELD, typeboxToFields, validationToFields } from './validation-messages.ts';

const ajv = (
  keyword: string,
  instancePath = '/field',
  params: Record<string, unknown> = {},
): FastifySchemaValidationError => ({ keyword, instancePath, schemaPath: '#', params, message: '' });

describe('Ajv errors as field messages', () => {
  it('test_validationToFields_words_each_keyword', () => {
    const cases: [FastifySchemaValidationError, string][] = [
      [ajv('minLength', '/f', { limit: 1 }), 'This field may not be blank.'],
      [ajv('minLength', '/f', { limit: 3 }), 'Ensure this field has at least 3 characters.'],
      [ajv('maxLength', '/f', { limit: 9 }), 'Ensure this field has no more than 9 characters.'],
      [ajv('minimum', '/f', { limit: 0 }), 'Ensure this value is greater than or equal to 0.'],
      [ajv('maximum', '/f', { limit: 1000 }), 'Ensure this value is less than or equal to 1000.'],
      [ajv('minItems', '/f', { limit: 1 }), 'Ensure this list has at least 1 items.'],
      [ajv('maxItems', '/f', { limit: 5 }), 'Ensure this list has no more than 5 items.'],
      [ajv('format', '/f', { format: 'email' }), 'Enter a valid email address.'],
      [ajv('format', '/f', { format: 'uri' }), 'Enter a valid uri.'],
      [ajv('pattern', '/f'), 'Enter a valid value.'],
      [ajv('type', '/f', { type: 'integer' }), 'A valid integer is required.'],
      [ajv('type', '/f', { type: 'string' }), 'Expected a string.'],
      [ajv('const', '/f'), 'Not a valid choice.'],
      [ajv('enum', '/f'), 'Not a valid choice.'],
      [ajv('multipleOf', '/f'), 'Invalid value.'],
    ];
    for (const [error, message] of cases) expect(validationToFields([error])).toEqual({ f: [message] });
  });

  it('test_validationToFields_names_the_field_by_its_path_the_missing_or_extra_property_else_non_field_errors', () => {
    expect(validationToFields([ajv('required', '', { missingProperty: 'email' })])).toEqual({
      email: ['This field is required.'],
    });
    expect(validationToFields([ajv('additionalProperties', '/a', { additionalProperty: 'x' })])).toEqual({
      'a.x': ['Unexpected field.'],
    });
    expect(validationToFields([ajv('type', '/a~1b/c~0d/0', { type: 'string' })])).toEqual({
      'a/b.c~d.0': ['Expected a string.'],
    });
    expect(validationToFields([ajv('type', '', { type: 'object' })])).toEqual({
      [NON_FIELD]: ['Expected a JSON object.'],
    });
    expect(NON_FIELD).toBe('non_field_errors');
  });

  it('test_validationToFields_keeps_one_message_per_union_and_no_duplicates_in_order', () => {
    const fields = validationToFields([
      ajv('type', '/price', { type: 'string' }),
      ajv('type', '/price', { type: 'number' }),
      ajv('anyOf', '/price'),
      ajv('pattern', '/name'),
      ajv('pattern', '/name'),
      ajv('maxLength', '/name', { limit: 5 }),
    ]);
    expect(fields).toEqual({
      price: ['Invalid value.'],
      name: ['Enter a valid value.', 'Ensure this field has no more than 5 characters.'],
    });
    expect(validationToFields([ajv('oneOf', '/v'), ajv('const', '/v'), ajv('const', '/w')])).toEqual({
      v: ['Invalid value.'],
      w: ['Not a valid choice.'],
    });
  });
});

describe('TypeBox errors as field messages', () => {
  it('test_typeboxToFields_splits_required_and_additional_properties_per_name_and_drops_boolean_schema_noise', () => {
    const tb = (keyword: string, params: Record<string, unknown>, instancePath = '') => ({
      keyword,
      instancePath,
      schemaPath: '#',
      params,
      message: '',
    });
    expect(
      typeboxToFields([
        tb('required', { requiredProperties: ['name', 'image'] }),
        tb('additionalProperties', { additionalProperties: ['x', 'y'] }),
        tb('boolean', {}),
        tb('minLength', { limit: 1 }, '/description'),
        tb('required', {}),
        tb('additionalProperties', {}),
      ]),
    ).toEqual({
      name: ['This field is required.'],
      image: ['This field is required.'],
      x: ['Unexpected field.'],
      y: ['Unexpected field.'],
      description: ['This field may not be blank.'],
    });
  });
});
