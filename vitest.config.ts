import { defineConfig } from 'vitest/config';

// Three test projects: the web app (jsdom + MSW), the API (node, real anvil + database) and the end-to-end
// journeys (the whole stack started by e2e/global-setup.ts, driven in Debian's Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Deploys the contracts once on anvil and saves the state the files that use the chain start from.
          globalSetup: ['scripts/web-test-chain.ts'],
          // react-admin imports react-router-dom, which Node would load as a second react-router instance
          // (another router context): run react-admin through Vite, whose alias (vite.config.ts) points it at
          // the app's react-router.
          server: { deps: { inline: ['react-admin', 'ra-core', 'ra-ui-materialui'] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One browser at a time against one chain: journeys change shared on-chain state.
          fileParallelism: false,
          sequence: { concurrent: false },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
