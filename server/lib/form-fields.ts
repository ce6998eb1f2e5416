// Checks the text fields of a multipart form against a TypeBox schema (converting "7.5" → 7.5, "true" → true).
import type { Static, TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { FieldValidationError } from './errors.ts';
import { typeboxToFields } from './validation-messages.ts';

export function formChecker<T extends TObject>(schema: T) {
  const compiled = Compile(schema);
  const known = Object.keys(schema.properties);
  return (fields: Record<string, string>): Static<T> => {
    const picked = Object.fromEntries(Object.entries(fields).filter(([key]) => known.includes(key)));
    const value = Value.Convert(schema, picked);
    if (!compiled.Check(value)) throw new FieldValidationError(typeboxToFields(compiled.Errors(value)));
    return value as Static<T>;
  };
}
