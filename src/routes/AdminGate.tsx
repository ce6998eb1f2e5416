// /PropertyList is for admins only (docs/admin.md, docs/roles.md#roles): anyone not flagged admin is
// redirected to /. Waits for the wallet to reconnect and for the on-chain admin check of the wallet connected
// right now: a verdict about another account (the one before a switch) never opens the console.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useConnection } from 'wagmi';
import { isAdminCheckedFor, isAdminValue, useAuth } from '../auth/authStore.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';

export function AdminGate({ children }: { children: ReactNode }) {
  const { status, address } = useConnection();
  const checked = useAuth((s) => isAdminCheckedFor(s, address));
  const admin = useAuth((s) => isAdminValue(s.isAdmin));
  if (status === 'reconnecting' || status === 'connecting' || (status === 'connected' && !checked)) {
    return <LoadingScreen fullPage />;
  }
  if (status !== 'connected' || !admin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
