// `npm run check` (boundaries): the import rules of docs/architecture.md#boundaries, over every TypeScript
// module of src/, server/, scripts/, e2e/ and bench/ and the root config files. It reads each module's
// static imports, re-exports and dynamic `import()`s (relative specifiers, which the codebase always writes
// with their extension), then fails on:
// - an investor module importing the console (src/admin/), except the route table's dynamic import;
// - the console importing investor pages (src/pages/);
// - the shared web code (src/core, config, chain, api, auth, lib, …) importing the console or the pages;
// - src/core/ importing anything outside itself (its tests may use test tools), or reached from outside by a
//   relative path instead of package.json's `#core/` alias;
// - the web app importing Node code (server/, scripts/, e2e/, bench/, generated/contracts.ts);
// - the API importing the web app outside src/core/;
// - the API's layers crossed upwards: server/lib importing a plugin or a route (types included), a plugin a route;
// - Node code (server/, scripts/, tests aside) binding a contract's ABI anywhere but server/lib/contracts.ts
//   (an import of generated/contracts.ts, or one of viem's ERC ABIs passed by hand);
// - any import cycle between modules, or between the folders of the web app's own code (tests aside).
// (dependency-cruiser would be the usual tool; it cannot read this TypeScript 7 toolchain yet.) The canary
// stage (scripts/canary.ts) plants an investor→admin import and a cycle and proves this check fails.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SCANNED = ['src', 'server', 'scripts', 'e2e', 'bench'];
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'wagmi.config.ts', 'orval.config.ts'];
const SKIPPED = new Set(['node_modules', 'dist', 'artifacts']);

export interface Import {
  to: string;
  dynamic: boolean;
  /** Written as a relative path (`../core/x.ts`), not through an alias. */
  byPath?: boolean;
}

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** package.json's `imports` alias of src/core (`#core/x.ts` is `src/core/x.ts` wherever it is written). */
const CORE_ALIAS = '#core/';

/** The relative and `#core/` imports of a module's source (comments removed first). */
export function importsOf(source: string): { specifier: string; dynamic: boolean }[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: { specifier: string; dynamic: boolean }[] = [];
  for (const m of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: m[1] as string, dynamic: false });
  for (const m of code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: m[1] as string, dynamic: false });
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier: m[1] as string, dynamic: true });
  return found.filter((i) => i.specifier.startsWith('.') || i.specifier.startsWith(CORE_ALIAS));
}

function modules(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(full, name);
    if (statSync(path).isDirectory()) return modules(root, relative(root, path));
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [relative(root, path)] : [];
  });
}

/** Every module and its imports (resolved to repository paths), under `root`. */
export function importGraph(root: string): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  const files = [
    ...SCANNED.flatMap((dir) => modules(root, dir)),
    ...ROOT_FILES.filter((f) => existsSync(join(root, f))),
  ];
  for (const file of files) {
    const imports = importsOf(readFileSync(join(root, file), 'utf8')).map(({ specifier, dynamic }) => ({
      to: specifier.startsWith(CORE_ALIAS)
        ? `src/core/${specifier.slice(CORE_ALIAS.length)}`
        : relative(root, join(root, dirname(file), specifier))
            .split('\\')
            .join('/'),
      dynamic,
      byPath: !specifier.startsWith(CORE_ALIAS),
    }));
    graph.set(file.split('\\').join('/'), imports);
  }
  return graph;
}

const WEB_SHARED = /^src\/(core|config|chain|api|auth|lib|wallet|i18n|trade|properties|profile|ui|build)\//;
const ROUTE_TABLE = 'src/routes/AppRoutes.tsx';
/** The one module of Node code that binds ABIs to addresses (docs/architecture.md#contract-calls). */
const CONTRACT_BINDINGS = 'server/lib/contracts.ts';
/** An ABI viem ships, which Node code would pass by hand instead of reading through the bindings. */
const HAND_PASSED_ABI = /\berc20Abi(_bytes32)?\b|\berc721Abi\b/;

type Rule = { name: string; breaks: (from: string, to: Import) => boolean };

const RULES: Rule[] = [
  {
    name: 'investor-app-never-imports-the-console',
    breaks: (from, { to, dynamic }) =>
      from.startsWith('src/') &&
      !from.startsWith('src/admin/') &&
      to.startsWith('src/admin/') &&
      !(from === ROUTE_TABLE && dynamic),
  },
  {
    name: 'console-never-imports-investor-pages',
    breaks: (from, { to }) => from.startsWith('src/admin/') && to.startsWith('src/pages/'),
  },
  {
    name: 'shared-web-code-imports-neither-tree',
    breaks: (from, { to }) => WEB_SHARED.test(from) && /^src\/(admin|pages)\//.test(to),
  },
  {
    name: 'core-is-self-contained',
    breaks: (from, { to }) =>
      from.startsWith('src/core/') && !/\.test\.ts$/.test(from) && !to.startsWith('src/core/'),
  },
  {
    // One way in (docs/architecture.md#boundaries): src/core's own files import each other relatively, everyone
    // else through package.json's `#core/` alias, never `../../src/core/x.ts`.
    name: 'core-is-reached-through-its-alias',
    breaks: (from, { to, byPath }) =>
      !from.startsWith('src/core/') && to.startsWith('src/core/') && byPath === true,
  },
  {
    name: 'web-app-never-imports-node-code',
    breaks: (from, { to }) =>
      from.startsWith('src/') &&
      (/^(server|scripts|e2e|bench)\//.test(to) || to === 'generated/contracts.ts'),
  },
  {
    // The API's layers (docs/architecture.md#api): routes → plugins → lib; lib is plain functions and types that
    // know no plugin (types included) and no route; plugins know no route.
    name: 'server-lib-imports-no-plugin-or-route',
    breaks: (from, { to }) =>
      from.startsWith('server/lib/') && !isTestCode(from) && /^server\/(plugins|routes)\//.test(to),
  },
  {
    name: 'server-plugins-import-no-route',
    breaks: (from, { to }) => from.startsWith('server/plugins/') && to.startsWith('server/routes/'),
  },
  {
    // Node code reads the contracts only through server/lib/contracts.ts (systemContracts, the event parsers).
    name: 'node-code-binds-contracts-only-in-server-lib-contracts',
    breaks: (from, { to }) =>
      /^(server|scripts)\//.test(from) &&
      !isTestCode(from) &&
      from !== CONTRACT_BINDINGS &&
      to === 'generated/contracts.ts',
  },
  {
    name: 'api-imports-only-the-core-of-the-web-app',
    breaks: (from, { to }) =>
      from.startsWith('server/') && to.startsWith('src/') && !to.startsWith('src/core/'),
  },
];

/** The strongly connected components of more than one node (or a node importing itself): the cycles. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return found;
}

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);

export function checkBoundaries(root: string): Violation[] {
  const graph = importGraph(root);
  const violations: Violation[] = [];
  for (const [from, imports] of graph) {
    for (const imported of imports) {
      for (const rule of RULES) {
        if (rule.breaks(from, imported)) violations.push({ rule: rule.name, from, to: imported.to });
      }
    }
  }
  for (const from of graph.keys()) {
    if (!/^(server|scripts)\//.test(from) || isTestCode(from) || from === CONTRACT_BINDINGS) continue;
    if (from === 'scripts/check-boundaries.ts') continue;
    if (HAND_PASSED_ABI.test(readFileSync(join(root, from), 'utf8')))
      violations.push({
        rule: 'node-code-binds-contracts-only-in-server-lib-contracts',
        from,
        to: 'viem ABI',
      });
  }
  const moduleEdges = new Map<string, Set<string>>();
  const folderEdges = new Map<string, Set<string>>();
  for (const [from, imports] of graph) {
    moduleEdges.set(from, new Set(imports.map((i) => i.to).filter((to) => graph.has(to))));
    // Folders of the app's own code: tests and their helpers (src/test/, src/admin/test/) depend on the
    // code they exercise by nature.
    if (!from.startsWith('src/') || isTestCode(from)) continue;
    const folder = dirname(from);
    const targets = folderEdges.get(folder) ?? new Set<string>();
    for (const { to } of imports)
      if (to.startsWith('src/') && !isTestCode(to) && dirname(to) !== folder) targets.add(dirname(to));
    folderEdges.set(folder, targets);
  }
  for (const cycle of cycles(moduleEdges))
    violations.push({ rule: 'no-cycles', from: cycle[0] ?? '', to: cycle.join(' -> ') });
  for (const cycle of cycles(folderEdges))
    violations.push({ rule: 'no-folder-cycles', from: cycle[0] ?? '', to: cycle.join(' <-> ') });
  return violations;
}

if (import.meta.main) {
  const violations = checkBoundaries(join(import.meta.dirname, '..'));
  for (const v of violations) console.error(`${v.rule}: ${v.from} -> ${v.to}`);
  if (violations.length > 0) {
    console.error(`check-boundaries: ${violations.length} violation(s) (docs/architecture.md#boundaries)`);
    process.exit(1);
  }
  console.log('check-boundaries: investor app, console and shared core keep their boundaries; no cycles');
}
