import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { inlineEntryCss } from './src/build/inlineEntryCss.ts';
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
 * @walletconnect/ethereum-provider and the packages only it brings (its QR dialog, @reown/appkit with lit, the
 * relay client and their helpers): loaded with a dynamic import when a person picks WalletConnect, in files of
 * their own, never in the files investor pages share (docs/wallets.md#walletconnect).
 */
const WALLETCONNECT_ONLY = new RegExp(
  `node_modules[\\\\/](${[
    '@walletconnect',
    '@reown',
    '@lit',
    '@lit-labs',
    'lit',
    'lit-element',
    'lit-html',
    '@phosphor-icons',
    '@msgpack',
    '@wallet-standard',
    'anymatch',
    'base-x',
    'base64-js',
    'big\\.js',
    'blakejs',
    'bs58',
    'buffer',
    'cookie-es',
    'cross-fetch',
    'crossws',
    'dayjs',
    'defu',
    'destr',
    'detect-browser',
    'encode-utf8',
    'es-toolkit',
    'events',
    'h3',
    'idb-keyval',
    'ieee754',
    'iron-webcrypto',
    'keyvaluestorage-interface',
    'multiformats',
    'node-fetch',
    'node-fetch-native',
    'node-mock-http',
    'normalize-path',
    'ofetch',
    'proxy-compare',
    'radix3',
    'slow-redact',
    'ufo',
    'uint8arrays',
    'uncrypto',
    'valtio',
  ].join('|')})[\\\\/]`,
);

/** Modules investor pages share; not the console's, nor the dev wallet's keys and signing code. */
const NOT_INVESTOR_SHARED =
  /node_modules[\\/](react-admin|ra-[a-z0-9-]+|@mui|@emotion|@noble[\\/]curves|qrcode)[\\/]|[\\/]src[\\/](admin|wallet)[\\/]|viem[\\/]_esm[\\/]accounts[\\/]/;
const INVESTOR_SHARED = (id: string) => !NOT_INVESTOR_SHARED.test(id) && !WALLETCONNECT_ONLY.test(id);
/** Chain libraries and the generated contract code. */
const CHAIN_LIBRARIES =
  /node_modules[\\/](viem|wagmi|@wagmi|ox|@noble|@scure|abitype)[\\/]|[\\/]generated[\\/]wagmi\.ts$/;
/** Shared UI parts, the API client and other libraries: nothing in them loads the chain code. */
const UI_SHARED = (id: string) =>
  INVESTOR_SHARED(id) &&
  !CHAIN_LIBRARIES.test(id) &&
  /node_modules|[\\/](src[\\/](ui|api|profile|lib)|generated[\\/]api)[\\/]/.test(id) &&
  !/[\\/]src[\\/]lib[\\/](amounts|shortenAddress)\.ts$/.test(id);

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
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const chainId = parseChainId(env.VITE_CHAIN_ID);
  return {
    // inlineEntryCss: the entry's stylesheet inside index.html (no render-blocking request before the first paint).
    // precompress: every built text file also as <file>.br and <file>.gz, for the API's `preCompressed`.
    plugins: [react(), requireDeployment(chainId), inlineEntryCss(), precompress()],
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: reactRouterDom }] },
    // WalletConnect's project id as a literal ('' when unset): a build without it holds no WalletConnect code
    // (docs/wallets.md#walletconnect).
    define: {
      ...chainIdDefines(chainId),
      'import.meta.env.VITE_WALLETCONNECT_PROJECT_ID': JSON.stringify(
        env.VITE_WALLETCONNECT_PROJECT_ID ?? '',
      ),
    },
    server: { proxy },
    preview: { proxy },
    // No source maps in the built app: nothing under dist/ exposes the sources (bench/bundle.ts makes its
    // own build with hidden maps to attribute bytes).
    build: {
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically is one file: on a slow mobile network each extra request
              // of the first load costs a round trip (dozens of 1–3 KB chunks did, before the first paint).
              { name: 'index', tags: ['$initial'], priority: 3 },
              // What the investor pages share, in two more files instead of one per shared module: small UI
              // parts and the API client (all a page without contract calls needs, e.g. the profile), then the
              // rest with the chain code (contract calls, ABIs, amounts).
              { name: 'ui', test: UI_SHARED, minShareCount: 2, priority: 2 },
              { name: 'chain', test: INVESTOR_SHARED, minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
