import { defineConfig } from 'vitest/config';
import { chainIdDefines } from '../../src/config/chainId.ts';

// The Node-only Vitest project Stryker (bench/mutation/stryker.ts) runs for every mutant (its src/ files also run in
// `npm run test:logic`, part of `npm run test:quick`): the unit tests of the plain-function modules (no DOM, no MSW, no chain, no database), so
// one run takes seconds. Every file listed
// here also runs in its own project of vitest.config.ts (web or server); this project only adds speed.
export const LOGIC_TESTS = [
  'src/core/**/*.test.ts',
  'src/lib/**/*.test.ts',
  'src/api/errors/*.test.ts',
  'src/api/ApiError.test.ts',
  'src/auth/tokenAddress.test.ts',
  'src/wallet/{walletErrorMessage,walletInstall}.test.ts',
  'src/admin/allProperties/propertyFilters.test.ts',
  'src/admin/properties/create/createFormValidation.test.ts',
  'server/lib/{chain-errors,list-query,log-redaction,validation-messages,rpc-policy,form-fields,property-views}.test.ts',
];

export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  define: chainIdDefines(31337),
  test: {
    name: 'logic',
    environment: 'node',
    include: LOGIC_TESTS,
    pool: 'threads',
  },
});
