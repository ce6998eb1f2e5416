// Warns, before anything is signed, when the connected wallet lacks the on-chain permission a tab needs
// (docs/roles.md#permission-kinds; any one of `kinds` is enough), with 'Insufficient permissions for {kind}'.
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useConfig } from 'wagmi';
import type { PermissionKind } from '#core/roles.ts';
import { useAuth } from '../../auth/authStore.ts';
import { checkPermission, type PermissionResult } from '../../auth/permissions.ts';
import { useMessageText } from './useMessageText.ts';

export function PermissionNotice({ kinds }: { kinds: PermissionKind[] }) {
  const config = useConfig();
  const text = useMessageText();
  const account = useAuth((s) => s.walletAddress);
  const { data } = useQuery({
    queryKey: ['permission-any', kinds, account?.toLowerCase() ?? null],
    enabled: account !== null,
    queryFn: async (): Promise<PermissionResult> => {
      const results = await Promise.all(
        kinds.map((kind) => checkPermission(config, kind, account as `0x${string}`)),
      );
      return results.find((result) => result.allowed) ?? results[0] ?? { allowed: true };
    },
  });
  if (!data || data.allowed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {text(data.error)}
    </Alert>
  );
}
