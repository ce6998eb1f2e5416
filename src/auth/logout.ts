// Logout (docs/flows.md#session): POST /auth/logout/ with the refresh token, then both tokens are cleared
// even when the call fails; the wallet is disconnected too (the wallet menu's exit).
import type { Config } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { authLogout } from '../../generated/api/auth/auth.ts';
import { clearTokens, readTokens } from '../api/tokens.ts';
import { authStore } from './authStore.ts';

export async function logout(config: Config): Promise<void> {
  const { refreshToken } = readTokens();
  try {
    if (refreshToken) await authLogout({ refresh: refreshToken }, { skipAuth: true });
  } catch {
    // The session is dropped locally whatever the server answered.
  } finally {
    clearTokens();
    authStore.setState({ error: null, loading: false });
  }
  try {
    await disconnect(config);
  } catch {
    // Already disconnected.
  }
}
