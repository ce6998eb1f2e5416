// The layout of the server tests: every route module under server/routes has exactly one test file,
// server/test/routes/<name>.test.ts, and every file there tests a module. <name> is the module's path in
// kebab-case: server/routes/api/<x>.ts → <x>, server/routes/custom-admin/<x>.ts → admin-<x> (as its schemas,
// server/schemas/admin-<x>.ts), server/routes/<x>.ts → <x>. And every test under server/ is named in one style:
// `test_` then snake_case words (a code identifier such as loadConfig kept as written).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.join(import.meta.dirname, '..');
const routesDir = path.join(server, 'routes');
const testsDir = path.join(server, 'test', 'routes');

/** Every .ts file under `dir`, relative to it, with / separators. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

/** The test file of a route module (its path under server/routes). */
function routeTestFile(module: string): string {
  const parts = module.replace(/\.ts$/, '').split('/');
  if (parts[0] === 'api') parts.shift();
  else if (parts[0] === 'custom-admin') parts[0] = 'admin';
  return `${parts.join('-')}.test.ts`;
}

describe('server test layout', () => {
  it('test_routeTestFile_names_each_module_by_its_path', () => {
    expect(routeTestFile('api/properties.ts')).toBe('properties.test.ts');
    expect(routeTestFile('custom-admin/properties.ts')).toBe('admin-properties.test.ts');
    expect(routeTestFile('static-files.ts')).toBe('static-files.test.ts');
    expect(routeTestFile('api/v2/user.ts')).toBe('v2-user.test.ts');
  });

  it('test_every_route_module_has_exactly_one_test_file_and_every_route_test_file_a_module', () => {
    const modules = tsFiles(routesDir);
    expect(modules.length).toBeGreaterThan(0);
    const expected = modules.map(routeTestFile);
    // Two modules never share a test file.
    expect(new Set(expected).size).toBe(expected.length);
    const present = tsFiles(testsDir).filter((file) => file.endsWith('.test.ts'));
    expect(
      present.filter((file) => !expected.includes(file)),
      'test files without a route module',
    ).toEqual([]);
    expect(
      modules.filter((module) => !present.includes(routeTestFile(module))),
      'route modules without a test file',
    ).toEqual([]);
    // The test files of route modules are flat: no test files in folders under server/test/routes.
    expect(present.filter((file) => file.includes('/'))).toEqual([]);
  });

  it('test_every_server_test_is_named_test_then_snake_case', () => {
    const files = tsFiles(server).filter((file) => file.endsWith('.test.ts'));
    const titles = files.flatMap((file) =>
      [
        ...readFileSync(path.join(server, file), 'utf8').matchAll(
          /\b(?:it|test)(?:\.\w+(?:\([^()]*\))?)?\(\s*(['"`])(.*?)\1/g,
        ),
      ].map((m) => ({ file, title: m[2] ?? '' })),
    );
    expect(titles.length).toBeGreaterThan(200);
    const offStyle = titles.filter(({ title }) => !/^test_[A-Za-z0-9_%${}]+$/.test(title));
    expect(offStyle).toEqual([]);
    // camelCase only in code identifiers: no word glued to a status code (answer401).
    expect(titles.filter(({ title }) => /_[a-z]+[0-9]{3}(_|$)/.test(title))).toEqual([]);
  });
});
