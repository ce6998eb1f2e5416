import { describe, expect, it } from 'vitest';
import { cachedSerializerFactory } from './serializer-cache.ts';

const shared = [{ $id: 'Amount', type: 'string' }];
const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });
const record = {
  type: 'object',
  properties: { id: { type: 'integer' }, price: { $ref: 'Amount#' } },
  required: ['id'],
};

describe('cachedSerializerFactory', () => {
  it('test_cachedSerializerFactory_compiles_a_schema_once_for_every_application', () => {
    const first = cachedSerializerFactory(shared, {})(route(record));
    const second = cachedSerializerFactory(structuredClone(shared), {})(route(structuredClone(record)));
    expect(second).toBe(first);
    expect(first({ id: 7, price: '1.50', secret: 'x' })).toBe('{"id":7,"price":"1.50"}');
  });

  it('test_cachedSerializerFactory_compiles_anew_when_the_schema_the_shared_schemas_or_the_options_differ', () => {
    const base = cachedSerializerFactory(shared, {})(route(record));
    const otherSchema = cachedSerializerFactory(
      shared,
      {},
    )(route({ ...record, properties: { ...record.properties, name: { type: 'string' } } }));
    const otherShared = cachedSerializerFactory([{ $id: 'Amount', type: 'number' }], {})(route(record));
    const otherOptions = cachedSerializerFactory(shared, { rounding: 'ceil' })(route(record));
    expect(new Set([base, otherSchema, otherShared, otherOptions]).size).toBe(4);
    expect(otherShared({ id: 1, price: 2.5 })).toBe('{"id":1,"price":2.5}');
  });
});
