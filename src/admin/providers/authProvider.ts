// react-admin's authProvider on the investor app's wallet session (docs/flows.md#session,
// docs/roles.md#roles):
// - the console is for admins: isAdmin comes from the on-chain system_admin check of the connected
//   wallet (authStore, kept by SessionSync); anyone else is sent to / (AdminGate does it first);
// - back-office API calls need the signed-in session: without one (or when the refresh failed) the
//   wallet-confirmation modal opens to sign in again, and the console stays where it is;
// - permissions are the on-chain permission kinds of the connected wallet; the console starts reading them as
//   it loads (startPermissionReads), in parallel with its translations and its first render, and
//   react-admin's asks of the next few seconds take that read instead of starting others after the frame is drawn;
// - canAccess answers every access check of react-admin (views, menu entries, buttons) with the tab's roles;
// - logout is the app's logout (POST /auth/logout/, both tokens dropped, wallet disconnected), then /.
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Config } from 'wagmi';
import { PERMISSION_KINDS, type PermissionKind } from '#core/roles.ts';
import { authStore, selectIsAdmin } from '../../auth/authStore.ts';
import { logout } from '../../auth/logout.ts';
import { checkPermission } from '../../auth/permissions.ts';
import { shortenAddress } from '../../lib/shortenAddress.ts';
import { modals } from '../../modals/modalStore.ts';
import { isTabOpen, tabOf } from './tabAccess.ts';

export const SITE_HOME = '/';

/** What getPermissions resolves with: the permission kinds the connected wallet holds. */
export type AdminPermissions = PermissionKind[];

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** How long a read started early answers react-admin's asks (its first ask comes within the console's boot). */
const EARLY_READ_MS = 3000;
let early: { address: string; config: Config; at: number; kinds: Promise<AdminPermissions> } | null = null;

async function readPermissions(config: Config, walletAddress: `0x${string}`): Promise<AdminPermissions> {
  const results = await Promise.all(
    PERMISSION_KINDS.map(async (kind) =>
      (await checkPermission(config, kind, walletAddress)).allowed ? kind : null,
    ),
  );
  return results.filter((kind): kind is PermissionKind => kind !== null);
}

const fresh = (config: Config, walletAddress: string) =>
  early !== null &&
  early.address === walletAddress &&
  early.config === config &&
  Date.now() - early.at < EARLY_READ_MS;

/**
 * The connected wallet's permission kinds: the read of the last few seconds when one stands (same wallet), else a
 * read started now. The console starts one as it loads; react-admin's asks, which come in bursts (each view, menu
 * entry and button asks canAccess), take it; later asks read the chain again.
 */
export function startPermissionReads(config: Config): Promise<AdminPermissions> {
  const { walletAddress } = authStore.getState();
  if (!walletAddress) return Promise.resolve([]);
  if (early === null || !fresh(config, walletAddress)) {
    const kinds = readPermissions(config, walletAddress);
    kinds.catch(() => {});
    early = { address: walletAddress, config, at: Date.now(), kinds };
  }
  return early.kinds;
}

export function createAuthProvider(config: Config): AuthProvider {
  const getPermissions = () => startPermissionReads(config);
  return {
    async login() {
      modals.open('confirmWalletModal');
    },

    async logout() {
      if (authStore.getState().isWalletConnected) await logout(config);
      return SITE_HOME;
    },

    async checkAuth() {
      if (!selectIsAdmin(authStore.getState())) {
        throw { redirectTo: SITE_HOME, message: false };
      }
    },

    async checkError(error: unknown) {
      if (statusOf(error) !== 401) return;
      // The mutator already tried to refresh the session: sign in again, keep the wallet connected.
      modals.open('confirmWalletModal');
      throw { logoutUser: false, redirectTo: false, message: 'admin.auth.signInAgain' };
    },

    async getIdentity(): Promise<UserIdentity> {
      const { walletAddress } = authStore.getState();
      if (!walletAddress) throw new Error('No wallet connected');
      return { id: walletAddress, fullName: shortenAddress(walletAddress) };
    },

    getPermissions,

    // Every view, menu entry and button of react-admin asks here: the tab's roles (src/admin/providers/tabAccess.ts).
    async canAccess({ resource, action }) {
      const tab = tabOf(resource, action);
      return tab !== null && isTabOpen(tab, await getPermissions());
    },
  };
}
