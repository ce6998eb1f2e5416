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
 * Puts the app's react-admin router provider (src/admin/providers/routerProvider.tsx, see there why) in
 * place of ra-core's default react-router adapter. Applies to builds and tests; the dev server's
 * pre-bundled ra-core keeps its own adapter, which behaves the same inside the app's router.
 */
function appRouterProvider(): Plugin {
  const replacement = fileURLToPath(new URL('./src/admin/providers/routerProvider.tsx', import.meta.url));
  return {
    name: 'app-router-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromRaCore = importer !== undefined && /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer);
      return fromRaCore && source === './adapters/reactRouterProvider.js' ? replacement : null;
    },
  };
}

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
    plugins: [react(), requireDeployment(chainId), appRouterProvider(), precompress()],
    define: chainIdDefines(chainId),
    server: { proxy },
    preview: { proxy },
    // No source maps in the built app: nothing under dist/ exposes the sources (bench/bundle.ts makes its
    // own build with hidden maps to attribute bytes).
    build: { sourcemap: false },
  };
});
