// /PropertyList is for admins only (docs/admin.md, docs/roles.md#roles): anyone not flagged admin is
// redirected to /. Waits for the wallet to reconnect and for the on-chain admin check of the wallet connected
// right now: a verdict about another account (the one before a switch) never opens the console. Meanwhile the
// console's code and translations load (`preload`), so they are there when the verdict opens it.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useConnection } from 'wagmi';
import { isAdminCheckedFor, isAdminValue, useAuth } from '../auth/authStore.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';

/** The console's translation namespace (src/admin/providers/i18nProvider.ts, not imported: a separate bundle). */
const ADMIN_NAMESPACE = 'admin';

export function AdminGate({ children, preload }: { children: ReactNode; preload?: () => Promise<unknown> }) {
  const { i18n } = useTranslation();
  const { status, address } = useConnection();
  // Not for a visitor without a wallet (sent to / at once).
  useState(() => {
    if (status === 'disconnected') return;
    preload?.().catch(() => {});
    i18n.loadNamespaces(ADMIN_NAMESPACE).catch(() => {});
  });
  const checked = useAuth((s) => isAdminCheckedFor(s, address));
  const admin = useAuth((s) => isAdminValue(s.isAdmin));
  if (status === 'reconnecting' || status === 'connecting' || (status === 'connected' && !checked)) {
    return <LoadingScreen fullPage />;
  }
  if (status !== 'connected' || !admin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
