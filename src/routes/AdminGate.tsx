// /PropertyList is for admins only (spec §2, §6): anyone not flagged admin is redirected to /.
// Waits for the wallet to reconnect and the on-chain admin check before deciding.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useConnection } from 'wagmi';
import { LoadingScreen } from '../app/LoadingScreen.tsx';
import { selectIsAdmin, useAuth } from '../auth/authStore.ts';

export function AdminGate({ children }: { children: ReactNode }) {
  const { status } = useConnection();
  const adminChecked = useAuth((s) => s.adminChecked);
  const admin = useAuth(selectIsAdmin);
  if (status === 'reconnecting' || status === 'connecting' || (status === 'connected' && !adminChecked)) {
    return <LoadingScreen fullPage />;
  }
  if (!admin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
