// `npm run check` (docs): the product documentation stays the one the code cites.
// - Every `docs/<file>.md#<anchor>` cited anywhere (code comments, test names, schema descriptions, the docs
//   themselves) and every relative link between the docs names a file that exists and a heading it has.
// - No code or document cites the external specification by section ("§N") or a tracker issue ("issue N"):
//   what those said is written down in docs/.
// Prints every problem with its place and exits non-zero when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const SCANNED = ['src', 'server', 'scripts', 'e2e', 'bench', 'contracts/src', 'contracts/test', 'docs'];
const ROOT_FILES = ['README.md', 'CONTRIBUTING.md', 'vite.config.ts', 'vitest.config.ts', 'wagmi.config.ts'];
const TEXT = /\.(ts|tsx|md|sol|css|json)$/;
const SKIPPED = new Set(['node_modules', 'artifacts', 'out', 'cache', 'dist']);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text (a repeated heading gets -1, -2, … as on GitHub). */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

export interface Problem {
  place: string;
  text: string;
}

/** Citations of docs in one file's text: `docs/<file>.md#<anchor>`, and relative links within docs/. */
export function citations(path: string, text: string): { line: number; file: string; anchor?: string }[] {
  const found: { line: number; file: string; anchor?: string }[] = [];
  const inDocs = path.startsWith('docs/');
  text.split('\n').forEach((content, index) => {
    for (const m of content.matchAll(/\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g)) {
      if (m[1]) found.push({ line: index + 1, file: `docs/${m[1]}`, anchor: m[2] });
    }
    if (!inDocs) return;
    for (const m of content.matchAll(/\]\((?!https?:|\.\.\/|docs\/)([\w.-]+\.md)?(?:#([\w-]+))?\)/g)) {
      const target = m[1] ? `docs/${m[1]}` : path;
      found.push({ line: index + 1, file: target, anchor: m[2] });
    }
  });
  return found;
}

/** References to the specification's sections or to tracker issues. */
export function externalReferences(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  text.split('\n').forEach((content, index) => {
    const m = /§\s?\d|\bissue #?\d+/i.exec(content);
    if (m) found.push({ line: index + 1, text: content.trim().slice(0, 120) });
  });
  return found;
}

function files(dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  const list: string[] = [];
  for (const name of readdirSync(full)) {
    if (SKIPPED.has(name)) continue;
    const path = join(full, name);
    if (statSync(path).isDirectory()) list.push(...files(relative(root, path)));
    else if (TEXT.test(name)) list.push(relative(root, path));
  }
  return list;
}

export function checkDocs(): Problem[] {
  const problems: Problem[] = [];
  const anchorCache = new Map<string, Set<string> | null>();
  const anchorsOf = (file: string) => {
    if (!anchorCache.has(file)) {
      const full = join(root, file);
      anchorCache.set(file, existsSync(full) ? anchors(readFileSync(full, 'utf8')) : null);
    }
    return anchorCache.get(file);
  };
  const scanned = [...SCANNED.flatMap(files), ...ROOT_FILES.filter((f) => existsSync(join(root, f)))];
  for (const path of scanned) {
    const text = readFileSync(join(root, path), 'utf8');
    for (const ref of externalReferences(text)) {
      problems.push({
        place: `${path}:${ref.line}`,
        text: `cites the specification or an issue: "${ref.text}" (cite docs/<file>.md#<anchor>)`,
      });
    }
    for (const cite of citations(path, text)) {
      const known = anchorsOf(cite.file);
      if (!known) problems.push({ place: `${path}:${cite.line}`, text: `${cite.file} does not exist` });
      else if (cite.anchor && !known.has(cite.anchor))
        problems.push({ place: `${path}:${cite.line}`, text: `${cite.file} has no heading #${cite.anchor}` });
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = checkDocs();
  for (const p of problems) console.error(`${p.place}: ${p.text}`);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-docs: every docs/ citation resolves, and nothing cites the specification by section');
}
