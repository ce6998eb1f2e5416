#!/usr/bin/env node
// solc stand-in for forge on machines without network access: runs solc-js (npm `solc`)
// on the standard-JSON input read from stdin and writes the output with fs.writeSync,
// because the `solcjs` CLI truncates piped output at 64 KiB and prints a non-JSON first line.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const solc = require('solc');

const args = process.argv.slice(2);
if (args.includes('--version')) {
  const v = solc.version().replace('.Emscripten.clang', '.Linux.g++');
  fs.writeSync(1, `solc, the solidity compiler commandline interface\nVersion: ${v}\n`);
  process.exit(0);
}
if (!args.includes('--standard-json')) {
  fs.writeSync(2, 'scripts/solc.cjs supports only --version and --standard-json\n');
  process.exit(1);
}

const allowed = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--allow-paths' || args[i] === '--base-path' || args[i] === '--include-path') {
    for (const p of (args[i + 1] ?? '').split(',')) if (p) allowed.push(path.resolve(p));
  }
}
const base = (() => {
  const i = args.indexOf('--base-path');
  return i >= 0 ? path.resolve(args[i + 1]) : process.cwd();
})();

function findImports(importPath) {
  const candidates = path.isAbsolute(importPath)
    ? [importPath]
    : [path.resolve(base, importPath), ...allowed.map((a) => path.resolve(a, importPath))];
  for (const file of candidates) {
    if (fs.existsSync(file)) return { contents: fs.readFileSync(file, 'utf8') };
  }
  return { error: `File not found: ${importPath}` };
}

const input = fs.readFileSync(0, 'utf8');
const output = solc.compile(input, { import: findImports });
const buf = Buffer.from(output, 'utf8');
let off = 0;
while (off < buf.length) off += fs.writeSync(1, buf, off, buf.length - off);
