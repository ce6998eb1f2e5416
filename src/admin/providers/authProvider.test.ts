import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';
import { PERMISSION_KINDS } from '#core/roles.ts';
import { authStore } from '../../auth/authStore.ts';
import { checkPermission } from '../../auth/permissions.ts';
import { createAuthProvider } from './authProvider.ts';

vi.mock('../../auth/permissions.ts', () => ({
  checkPermission: vi.fn(async (_config: unknown, kind: string) =>
    kind === 'property_manage' ? { allowed: true } : { allowed: false, error: { key: 'x' } },
  ),
}));

const WALLET = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

afterEach(() => {
  vi.useRealTimers();
  authStore.setState({ walletAddress: null });
});

describe('authProvider', () => {
  it("reads the wallet's roles once for a burst of access checks, and again a few seconds later", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    authStore.setState({ walletAddress: WALLET });
    const reads = vi.mocked(checkPermission);
    reads.mockClear();
    const provider = createAuthProvider({} as Config);
    const answers = await Promise.all([
      provider.canAccess?.({ resource: 'purchases', action: 'list' }),
      provider.canAccess?.({ resource: 'investors', action: 'show' }),
      provider.canAccess?.({ resource: 'buckets', action: 'list' }),
      provider.canAccess?.({ resource: 'properties', action: 'create' }),
    ]);
    // A manager (property_manage): purchases and investors open, the buckets and creating a property closed.
    expect(answers).toEqual([true, true, false, false]);
    expect(reads).toHaveBeenCalledTimes(PERMISSION_KINDS.length);
    vi.setSystemTime(Date.now() + 3_001);
    await provider.canAccess?.({ resource: 'purchases', action: 'list' });
    expect(reads).toHaveBeenCalledTimes(2 * PERMISSION_KINDS.length);
  });

  it('refuses a resource that is no tab', async () => {
    authStore.setState({ walletAddress: WALLET });
    expect(await createAuthProvider({} as Config).canAccess?.({ resource: 'users', action: 'list' })).toBe(
      false,
    );
  });
});
