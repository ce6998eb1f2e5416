// scripts/preflight.cjs: the Node version check that runs before `npm start` and `npm test` on any Node.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { nodeVersionProblem } = createRequire(import.meta.url)('./preflight.cjs') as {
  nodeVersionProblem: (version: string) => string | null;
};

describe('nodeVersionProblem', () => {
  it.each(['v22.18.0', 'v22.20.1', 'v23.6.0', 'v24.0.0', 'v24.21.0', 'v26.1.0'])('accepts %s', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it.each(['v20.20.2', 'v18.19.0', 'v22.17.1', 'v22.0.0', 'v23.5.0'])(
    'refuses %s with the needed version',
    (version) => {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain('Node ≥ 22.18 is needed');
      expect(problem).toContain(`found ${version}`);
    },
  );

  it('refuses a version it cannot read', () => {
    expect(nodeVersionProblem('unknown')).toContain('Node ≥ 22.18 is needed');
  });
});
