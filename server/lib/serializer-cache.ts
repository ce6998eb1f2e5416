// Fastify compiles a response serializer (fast-json-stringify) for every route and status when the application
// starts: about 1.2 s of CPU per application on the 2-core machine, most of its start. A process that builds the
// application more than once (each test file builds one per database engine and per setting it tests) compiles
// each schema once with this factory: a serializer is a pure function of its schema, the shared schemas it refers
// to and the serializer options, which together are its key.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Factory = NonNullable<Compilers['buildSerializer']>;
type Serializer = ReturnType<ReturnType<Factory>>;

const compiled = new Map<string, Serializer>();
const standard: Factory = SerializerSelector();

/** `schemaController.compilersFactory.buildSerializer`: fast-json-stringify, each schema compiled once a process. */
export const cachedSerializerFactory: Factory = (externalSchemas, options) => {
  const compile = standard(externalSchemas, options);
  const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
  return (route) => {
    const key = `${context}\n${JSON.stringify(route.schema ?? null)}`;
    let serializer = compiled.get(key);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(key, serializer);
    }
    return serializer;
  };
};
