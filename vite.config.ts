import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { precompress } from './src/build/precompress.ts';
import { chainIdDefines, parseChainId } from './src/config/chainId.ts';
import { missingDeploymentMessage } from './src/config/missingDeployment.ts';

// In development (`npm run dev`) the Vite server proxies everything the API serves on the shared
// origin: /api, /custom_admin, /uploads and the JSON-RPC proxy /rpc (API_PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
const proxied = ['/api', '/custom_admin', '/uploads', '/rpc'];
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }]));

/**
 * `react-router-dom` (imported by react-admin) resolves to react-router without the data router ra-core would
 * only create outside a router: src/admin/providers/reactRouterDom.ts says why.
 */
const reactRouterDom = fileURLToPath(new URL('./src/admin/providers/reactRouterDom.ts', import.meta.url));

/**
 * Fails the build (and the dev server) for a chain the generated contract code has no addresses for: the
 * app could not reach its contracts. generated/wagmi.ts carries the addresses of every deployments/*.json.
 */
function requireDeployment(chainId: number): Plugin {
  return {
    name: 'require-deployment',
    buildStart() {
      const generated = readFileSync(new URL('./generated/wagmi.ts', import.meta.url), 'utf8');
      const map = /export const masterRegistryAddress = \{([^}]*)\}/.exec(generated)?.[1] ?? '';
      if (!new RegExp(`(^|\\s)${chainId}:`).test(map)) this.error(missingDeploymentMessage(chainId));
    },
  };
}

export default defineConfig(({ mode }) => {
  // The chain is a build-time constant (src/config/chainId.ts): an unknown VITE_CHAIN_ID fails the build,
  // and BSC builds (56, 97) leave out the dev wallet and anvil's test keys.
  const chainId = parseChainId(loadEnv(mode, process.cwd(), 'VITE_').VITE_CHAIN_ID);
  return {
    // precompress: every built text file also as <file>.br and <file>.gz, for the API's `preCompressed`.
    plugins: [react(), requireDeployment(chainId), precompress()],
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: reactRouterDom }] },
    define: chainIdDefines(chainId),
    server: { proxy },
    preview: { proxy },
    // No source maps in the built app: nothing under dist/ exposes the sources (bench/bundle.ts makes its
    // own build with hidden maps to attribute bytes).
    build: { sourcemap: false },
  };
});
