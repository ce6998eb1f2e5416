import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledSchemas } from './compiled-schemas.ts';

const shared = { Amount: { $id: 'Amount', type: 'string' } };
const record = {
  type: 'object',
  properties: { id: { type: 'integer' }, price: { $ref: 'Amount#' } },
  required: ['id'],
};
const ajv = { customOptions: { allErrors: true, coerceTypes: 'array' as const, removeAdditional: false } };
type Route = Parameters<ReturnType<ReturnType<typeof compiledSchemas>['buildSerializer']>>[0];
const response = (schema: unknown) =>
  ({ method: 'GET', url: '/x', httpStatus: '200', schema }) as unknown as Route;
const body = (schema: unknown) =>
  ({ method: 'POST', url: '/x', httpPart: 'body', schema }) as unknown as Route;
type Validate = ((data: unknown) => boolean) & { errors?: { message?: string }[] | null };

/** The module as a new process loads it: nothing compiled in memory yet. */
async function freshProcess(): Promise<typeof compiledSchemas> {
  vi.resetModules();
  return (await import('./compiled-schemas.ts')).compiledSchemas;
}

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'compiled-schemas-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('compiledSchemas', () => {
  it('test_compiledSchemas_compiles_a_schema_once_for_every_application_of_a_process', () => {
    const first = compiledSchemas(null).buildSerializer(shared, {})(response(record));
    const second = compiledSchemas(null).buildSerializer(
      structuredClone(shared),
      {},
    )(response(structuredClone(record)));
    expect(second).toBe(first);
    expect(first({ id: 7, price: '1.50', secret: 'x' })).toBe('{"id":7,"price":"1.50"}');
    const validator = compiledSchemas(null).buildValidator(shared, ajv)(body(record));
    expect(compiledSchemas(null).buildValidator(shared, ajv)(body(record))).toBe(validator);
  });

  it('test_compiledSchemas_compiles_anew_when_the_schema_the_shared_schemas_or_the_options_differ', () => {
    const { buildSerializer } = compiledSchemas(null);
    const base = buildSerializer(shared, {})(response(record));
    const otherSchema = buildSerializer(
      shared,
      {},
    )(response({ ...record, properties: { ...record.properties, name: { type: 'string' } } }));
    const otherShared = buildSerializer({ Amount: { $id: 'Amount', type: 'number' } }, {})(response(record));
    const otherOptions = buildSerializer(shared, { rounding: 'ceil' })(response(record));
    expect(new Set([base, otherSchema, otherShared, otherOptions]).size).toBe(4);
    expect(otherShared({ id: 1, price: 2.5 })).toBe('{"id":1,"price":2.5}');
  });

  it('test_compiledSchemas_the_next_process_runs_the_stored_code_with_the_same_answers', async () => {
    const dir = folder();
    const earlier = await freshProcess();
    const serialize = earlier(dir).buildSerializer(shared, {})(response(record));
    const validate = earlier(dir).buildValidator(shared, ajv)(body(record)) as Validate;
    expect(readdirSync(dir).filter((name) => name.endsWith('.cjs'))).toHaveLength(2);

    const later = await freshProcess();
    const restored = later(dir).buildSerializer(shared, {})(response(record));
    const restoredValidate = later(dir).buildValidator(shared, ajv)(body(record)) as Validate;
    expect(restored).not.toBe(serialize);
    expect(restored({ id: 7, price: '1.50', secret: 'x' })).toBe(
      serialize({ id: 7, price: '1.50', secret: 'x' }),
    );
    // Coercion, required fields and every error (allErrors) as the compiled validator.
    const coerced = { id: '5', price: '1' };
    expect(restoredValidate(coerced)).toBe(true);
    expect(coerced).toEqual({ id: 5, price: '1' });
    expect(restoredValidate({ price: {} })).toBe(false);
    expect(validate({ price: {} })).toBe(false);
    expect(restoredValidate.errors?.map((e) => e.message)).toEqual(validate.errors?.map((e) => e.message));
    expect(restoredValidate.errors).toHaveLength(2);
  });

  it('test_compiledSchemas_reads_the_code_back_instead_of_compiling', async () => {
    const dir = folder();
    (await freshProcess())(dir).buildSerializer(shared, {})(response(record));
    const [file = ''] = readdirSync(dir);
    // What the next process runs is the file: a stored function that answers differently proves it is not compiled.
    writeFileSync(join(dir, file), 'module.exports = () => "from the folder"');
    const restored = (await freshProcess())(dir).buildSerializer(shared, {})(response(record));
    expect(restored({ id: 1 })).toBe('from the folder');
  });

  it('test_compiledSchemas_a_broken_file_is_compiled_anew_and_replaced', async () => {
    const dir = folder();
    (await freshProcess())(dir).buildSerializer(shared, {})(response(record));
    const [file = ''] = readdirSync(dir);
    const good = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, file), 'module.exports = (');
    const restored = (await freshProcess())(dir).buildSerializer(shared, {})(response(record));
    expect(restored({ id: 7, price: '1.50' })).toBe('{"id":7,"price":"1.50"}');
    expect(readFileSync(join(dir, file), 'utf8')).toBe(good);
    expect(readdirSync(dir)).toEqual([file]);
  });
});
