// `npm run server`: the API alone (server/serve.ts). Node's module compile cache is turned on before any of the
// API's modules load, so that a restart reads their compiled code from disk instead of stripping the types of
// and compiling some 150 modules again (docs/operations.md#restart-time). The cache lives in
// `$TMPDIR/node-compile-cache` unless NODE_COMPILE_CACHE names another folder; NODE_DISABLE_COMPILE_CACHE=1 turns
// it off. It is only a speed-up: when it cannot be used, the API starts as before.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
