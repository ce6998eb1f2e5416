// The auth state (docs/flows.md#session): accessToken, refreshToken, walletAddress, isWalletConnected,
// loading, error, isAdmin ('user' by default; any other value means admin). Tokens mirror the session
// cookies.
import type { Address } from 'viem';
import { onTokensChange, readTokens } from '../api/tokens.ts';
import { createStore, useStore } from '../lib/createStore.ts';
import type { Message } from '../lib/message.ts';
import { tokenAddress } from './tokenAddress.ts';

export const NOT_ADMIN = 'user';
/** The value isAdmin takes when the on-chain system_admin check passes. */
export const SYSTEM_ADMIN = 'system_admin';

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  walletAddress: Address | null;
  isWalletConnected: boolean;
  loading: boolean;
  error: Message | null;
  isAdmin: string;
  /**
   * The wallet (lower case) the on-chain admin check behind isAdmin ran for; null while none has. isAdmin
   * counts only for that wallet, so switching to another account never inherits the previous verdict.
   */
  adminCheckedFor: string | null;
}

const initialState = (): AuthState => ({
  ...readTokens(),
  walletAddress: null,
  isWalletConnected: false,
  loading: false,
  error: null,
  isAdmin: NOT_ADMIN,
  adminCheckedFor: null,
});

export const authStore = createStore<AuthState>(initialState());

onTokensChange((tokens) => authStore.setState(tokens));

export const isAdminValue = (isAdmin: string): boolean => isAdmin !== NOT_ADMIN;

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** Logged in = a wallet is connected and the session has an access token issued to that wallet. */
export const selectIsLoggedIn = (state: AuthState): boolean => {
  if (!state.isWalletConnected || state.walletAddress === null || state.accessToken === null) return false;
  const owner = tokenAddress(state.accessToken);
  return owner === undefined || owner.toLowerCase() === state.walletAddress.toLowerCase();
};

/** True once the admin check ran for `address` (the connected wallet). */
export const isAdminCheckedFor = (state: AuthState, address: string | null | undefined): boolean =>
  address != null && state.adminCheckedFor === address.toLowerCase();

export const selectIsAdmin = (state: AuthState): boolean =>
  state.isWalletConnected && isAdminCheckedFor(state, state.walletAddress) && isAdminValue(state.isAdmin);
