// Keeps the auth state in step with the wallet and the chain (docs/flows.md#wallet-connection,
// docs/flows.md#administrator-check):
// - walletAddress / isWalletConnected follow the wallet connection;
// - a wallet found disconnected (or switched to another account) drops both tokens;
// - isAdmin comes from the on-chain checks of the connected wallet: the first console kind it holds
//   (system_admin, property_manage, fund_manage, compliance_manage; src/core/roles.ts), else 'user';
// - the 15-minute session refresh timer runs while the app is open.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAddressEqual } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import { CONSOLE_KINDS } from '#core/roles.ts';
import { startRefreshTimer } from '../api/refreshTimer.ts';
import { clearTokens, readTokens } from '../api/tokens.ts';
import { authStore, NOT_ADMIN, useAuth } from './authStore.ts';
import { permissionQueryKey } from './permissionQueryKey.ts';
import { tokenAddress } from './tokenAddress.ts';

export function SessionSync() {
  const config = useConfig();
  const { address, status } = useConnection();
  const accessToken = useAuth((s) => s.accessToken);

  useEffect(() => startRefreshTimer(), []);

  useEffect(() => {
    const connected = status === 'connected' && address !== undefined;
    authStore.setState({ walletAddress: connected ? address : null, isWalletConnected: connected });
    if (status === 'disconnected') {
      const tokens = readTokens();
      if (tokens.accessToken || tokens.refreshToken) clearTokens();
      authStore.setState({ isAdmin: NOT_ADMIN, adminCheckedFor: null });
    }
  }, [address, status]);

  useEffect(() => {
    if (status !== 'connected' || !address) return;
    const owner = tokenAddress(accessToken);
    if (owner && !isAddressEqual(owner, address)) clearTokens();
  }, [accessToken, address, status]);

  const admin = useQuery({
    queryKey: [...permissionQueryKey('system_admin', address), 'console'],
    // Loaded on demand: the contract ABIs and viem's call machinery stay out of the first paint.
    queryFn: async () => {
      const { checkPermission } = await import('./permissions.ts');
      for (const kind of CONSOLE_KINDS) {
        if ((await checkPermission(config, kind, address as `0x${string}`)).allowed) return { kind };
      }
      return { kind: null };
    },
    enabled: status === 'connected' && address !== undefined,
  });

  useEffect(() => {
    if (status !== 'connected' || !address) return;
    // Each verdict is stored with the wallet it is about (the query is keyed by address too).
    const checkedFor = address.toLowerCase();
    if (admin.isSuccess)
      authStore.setState({
        isAdmin: admin.data.kind ?? NOT_ADMIN,
        adminCheckedFor: checkedFor,
      });
    else if (admin.isError) authStore.setState({ isAdmin: NOT_ADMIN, adminCheckedFor: checkedFor });
    else authStore.setState({ isAdmin: NOT_ADMIN, adminCheckedFor: null });
  }, [admin.isSuccess, admin.isError, admin.data, status, address]);

  return null;
}
