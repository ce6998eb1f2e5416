// Fastify compiles a validator (Ajv) for every route's request parts and a serializer (fast-json-stringify) for
// every route and status when an application starts: about 0.6 s of CPU on an idle 2-core machine, 2.5 s on a
// busy one, the API's own part of a restart (docs/operations.md#restart-time). Each of these functions is a pure
// function of what it is compiled from: the compiler and its version, its options, the shared schemas and the
// route's schema, which together are its key. Each is compiled once and then kept twice:
// - in memory, for the process (a test file builds an application per database engine and per setting it tests);
// - on disk, as the compiler's own standalone code in `<folder>/<key>.cjs` (the key: SHA-256 digests of the
//   compiler context and of the route's schema), which the next process (a restart) runs instead of compiling. A file is written under a temporary name, then renamed, so that
//   processes sharing the folder never read half of one; a file that cannot be read or written costs only the
//   compile. The folder is the API's own (under DATA_DIR): whoever can write there can already change its data.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<Compilers['buildValidator']>;
type SerializerFactory = NonNullable<Compilers['buildSerializer']>;
/** An Ajv validate function (as Fastify calls it: data in, true or false, `errors` set on it). */
type Validator = (data: unknown) => boolean;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

// The compilers Fastify itself uses, and the libraries they generate code for, resolved from their packages.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fromAjvCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
const fromFjsCompiler = createRequire(fromFastify.resolve('@fastify/fast-json-stringify-compiler'));
const ajvCompiler = fromAjvCompiler('./index.js') as {
  (): (
    externalSchemas: unknown,
    options: unknown,
  ) => ((route: unknown) => Validator) & Record<symbol, unknown>;
  AjvReference: symbol;
};
const standaloneValidatorCode = (fromAjvCompiler('ajv/dist/standalone') as { default: StandaloneCode })
  .default;
const fastJson = fromFjsCompiler('fast-json-stringify') as (schema: unknown, options: unknown) => string;
type StandaloneCode = (ajv: unknown, validate: unknown) => string;

const version = (from: NodeJS.Require, name: string) =>
  (from(`${name}/package.json`) as { version: string }).version;
const VALIDATOR = `ajv ${version(fromAjvCompiler, 'ajv')} ajv-formats ${version(fromAjvCompiler, 'ajv-formats')}`;
const SERIALIZER = `fast-json-stringify ${version(fromFjsCompiler, 'fast-json-stringify')}`;

/** Runs standalone CommonJS `code` as a module whose `require` resolves from `from`; returns its exports. */
function run(code: string, from: NodeJS.Require): unknown {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', code)(module, module.exports, from);
  return module.exports;
}

/** `schemaController.compilersFactory` for Fastify: each function compiled once a process, and read back from `folder` (null: memory only) by the next process. */
export function compiledSchemas(folder: string | null): {
  buildValidator: ValidatorFactory;
  buildSerializer: SerializerFactory;
} {
  const read = (key: string): string | null => {
    if (!folder) return null;
    try {
      return readFileSync(join(folder, `${key}.cjs`), 'utf8');
    } catch {
      return null;
    }
  };
  const write = (key: string, code: string) => {
    if (!folder) return;
    try {
      mkdirSync(folder, { recursive: true });
      const temporary = join(folder, `${key}.${process.pid}.tmp`);
      writeFileSync(temporary, code);
      renameSync(temporary, join(folder, `${key}.cjs`));
    } catch {
      // A folder that cannot be written only means compiling again next time.
    }
  };
  /** The function of `key`: from memory, else from the folder's code, else compiled (and its code stored). */
  function keep<F>(key: string, from: NodeJS.Require, compile: () => { fn: F; code: string }): F {
    const known = compiled.get(key) as F | undefined;
    if (known) return known;
    const code = read(key);
    let fn: F | undefined;
    if (code !== null) {
      try {
        fn = run(code, from) as F;
      } catch {
        fn = undefined; // unreadable or from elsewhere: compiled anew below, and the file replaced
      }
    }
    if (fn === undefined) {
      const made = compile();
      fn = made.fn;
      write(key, made.code);
    }
    compiled.set(key, fn);
    return fn;
  }

  const buildValidator = (externalSchemas: unknown, options: { customOptions?: { code?: object } } = {}) => {
    const context = keyOf(VALIDATOR, externalSchemas, options);
    const custom = options.customOptions;
    // Ajv keeps each function's source only when asked (the standalone code is made from it).
    const withSource = { ...options, customOptions: { ...custom, code: { ...custom?.code, source: true } } };
    let compiler: ReturnType<ReturnType<typeof ajvCompiler>> | null = null;
    return (route: { schema?: unknown }) =>
      keep<Validator>(`${context}${digest(route.schema)}`, fromAjvCompiler, () => {
        compiler ??= ajvCompiler()(externalSchemas, withSource);
        const fn = compiler(route);
        const ajv = (compiler[ajvCompiler.AjvReference] as { ajv: unknown }).ajv;
        return { fn, code: standaloneValidatorCode(ajv, fn) };
      });
  };

  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const context = keyOf(SERIALIZER, externalSchemas, options);
    return (route) =>
      keep<Serializer>(`${context}${digest(route.schema)}`, fromFjsCompiler, () => {
        // As Fastify's own compiler: a route schema that is itself a shared schema is not given twice.
        const shared = { ...(externalSchemas as Record<string, unknown> | undefined) };
        const id = (route.schema as { $id?: string } | undefined)?.$id;
        if (id) delete shared[id];
        const code = fastJson(route.schema, { ...options, schema: shared, mode: 'standalone' });
        return { fn: run(code, fromFjsCompiler) as Serializer, code };
      });
  };

  // Fastify types the factory as Ajv's or JTD's own; this one answers Ajv's validate functions.
  return { buildValidator: buildValidator as unknown as ValidatorFactory, buildSerializer };
}

const compiled = new Map<string, unknown>();
const digest = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex')
    .slice(0, 32);
const keyOf = (compiler: string, externalSchemas: unknown, options: unknown) =>
  digest([compiler, externalSchemas ?? null, options ?? null]);
