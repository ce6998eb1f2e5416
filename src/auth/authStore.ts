// Auth state of spec §3: accessToken, refreshToken, walletAddress, isWalletConnected, loading, error,
// isAdmin ('user' by default; any other value means admin). Tokens mirror the session cookies.
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
  /** True once the on-chain admin check ran for the current wallet (the admin route waits for it). */
  adminChecked: boolean;
}

const initialState = (): AuthState => ({
  ...readTokens(),
  walletAddress: null,
  isWalletConnected: false,
  loading: false,
  error: null,
  isAdmin: NOT_ADMIN,
  adminChecked: false,
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

export const selectIsAdmin = (state: AuthState): boolean =>
  state.isWalletConnected && isAdminValue(state.isAdmin);
