import { describe, expect, it } from 'vitest';
import { testJwt } from '../test/session.ts';
import { ADMIN, INVESTOR } from '../test/wallet.ts';
import {
  type AuthState,
  authStore,
  isAdminCheckedFor,
  isAdminValue,
  selectIsAdmin,
  selectIsLoggedIn,
} from './authStore.ts';

const state = (patch: Partial<AuthState>): AuthState => ({ ...authStore.getState(), ...patch });

describe('auth state', () => {
  it("starts logged out, not admin ('user')", () => {
    expect(authStore.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      walletAddress: null,
      isWalletConnected: false,
      loading: false,
      error: null,
      isAdmin: 'user',
    });
  });

  it('is logged in only with a connected wallet and an access token issued to that wallet', () => {
    const connected = { isWalletConnected: true, walletAddress: INVESTOR };
    expect(selectIsLoggedIn(state({ ...connected, accessToken: testJwt(INVESTOR) }))).toBe(true);
    expect(selectIsLoggedIn(state({ ...connected, accessToken: testJwt(ADMIN) }))).toBe(false);
    expect(selectIsLoggedIn(state({ ...connected, accessToken: null }))).toBe(false);
    expect(selectIsLoggedIn(state({ accessToken: testJwt(INVESTOR) }))).toBe(false);
  });

  it('treats any isAdmin value other than user as admin', () => {
    expect(isAdminValue('user')).toBe(false);
    expect(isAdminValue('system_admin')).toBe(true);
    const checkedAdmin = {
      walletAddress: ADMIN,
      adminCheckedFor: ADMIN.toLowerCase(),
      isAdmin: 'system_admin',
    };
    expect(selectIsAdmin(state({ ...checkedAdmin, isWalletConnected: true }))).toBe(true);
    expect(selectIsAdmin(state({ ...checkedAdmin, isWalletConnected: false }))).toBe(false);
  });

  it('counts isAdmin only for the wallet the admin check ran for', () => {
    const admin = { isWalletConnected: true, isAdmin: 'system_admin', adminCheckedFor: ADMIN.toLowerCase() };
    expect(selectIsAdmin(state({ ...admin, walletAddress: INVESTOR }))).toBe(false);
    expect(selectIsAdmin(state({ ...admin, adminCheckedFor: null, walletAddress: ADMIN }))).toBe(false);
    expect(isAdminCheckedFor(state(admin), ADMIN)).toBe(true);
    expect(isAdminCheckedFor(state(admin), INVESTOR)).toBe(false);
    expect(isAdminCheckedFor(state(admin), undefined)).toBe(false);
  });
});
