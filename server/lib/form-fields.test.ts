// Multipart text fields checked against a TypeBox schema: converted, unknown fields dropped, errors per field.
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { FieldValidationError } from './errors.ts';
import { formChecker } from './form-fields.ts';

const check = formChecker(
  Type.Object({
    name: Type.String({ minLength: 1 }),
    apy_percent: Type.Number({ minimum: 0, maximum: 1000 }),
    active: Type.Optional(Type.Boolean()),
  }),
);

describe('multipart form fields', () => {
  it('test_formChecker_converts_numbers_and_booleans_and_drops_fields_the_schema_does_not_know', () => {
    expect(check({ name: 'Tower', apy_percent: '7.5', active: 'true', extra: 'x' })).toEqual({
      name: 'Tower',
      apy_percent: 7.5,
      active: true,
    });
  });

  it('test_formChecker_throws_the_field_messages_of_every_failed_check', () => {
    let error: unknown;
    try {
      check({ name: '', apy_percent: '1001' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FieldValidationError);
    expect((error as FieldValidationError).fields).toEqual({
      name: ['This field may not be blank.'],
      apy_percent: ['Ensure this value is less than or equal to 1000.'],
    });
    expect(() => check({ apy_percent: '1' })).toThrow('name: This field is required.');
  });
});
