// Keys and handovers (docs/admin.md#keys-and-handovers, docs/money-rules.md#who-holds-which-key): every change of
// a key that holds power over investors' money is announced and waits its delay. The admin of the registry
// (two steps: the admin begins a transfer, the new account accepts it after the delay; the admin may cancel),
// the treasury that an emergency sweep pays (proposed, applied after the delay), and a replacement vault
// (announced in the registry). Who may act is the chain's rule; the panel shows the state to everyone with the
// tab and the buttons to the accounts they concern.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import { useConnection } from 'wagmi';
import {
  simulateMasterRegistryAcceptDefaultAdminTransfer,
  simulateMasterRegistryBeginDefaultAdminTransfer,
  simulateMasterRegistryCancelDefaultAdminTransfer,
  simulateVaultTraderApplyTreasury,
  simulateVaultTraderProposeTreasury,
  useReadMasterRegistryDefaultAdmin,
  useReadMasterRegistryPendingDefaultAdmin,
  useReadMasterRegistryPendingVaultTrader,
  useReadVaultTraderPendingTreasury,
  useReadVaultTraderTreasury,
} from '../../../generated/wagmi.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useNow } from '../../lib/useNow.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { Section } from '../shared/Section.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { useChainAction } from '../shared/useChainAction.ts';
import { AddressActionForm } from './AddressActionForm.tsx';
import { PendingAction } from './PendingAction.tsx';

const same = (a: Address | undefined, b: Address | undefined) =>
  a !== undefined && b !== undefined && isAddressEqual(a, b);

function Holder({ label, address }: { label: string; address: Address | undefined }) {
  return (
    <Typography variant="body2">
      {label}: {address && address !== zeroAddress ? <AddressText address={address} /> : '—'}
    </Typography>
  );
}

export function HandoverPanel() {
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  const run = useChainAction();
  const now = useNow(30_000) / 1000;
  const { address: account } = useConnection();
  const { data: admin } = useReadMasterRegistryDefaultAdmin();
  const { data: pendingAdmin } = useReadMasterRegistryPendingDefaultAdmin();
  const { data: treasury } = useReadVaultTraderTreasury();
  const { data: pendingTreasury } = useReadVaultTraderPendingTreasury();
  const { data: pendingVault } = useReadMasterRegistryPendingVaultTrader();
  const dateOf = (seconds: bigint | number) => formatDateTime(Number(seconds) * 1000, locale);

  const [nextAdmin = zeroAddress, adminFrom = 0] = pendingAdmin ?? [];
  const [nextTreasury = zeroAddress, treasuryFrom = 0n] = pendingTreasury ?? [];
  const [nextVault = zeroAddress, vaultFrom = 0n] = pendingVault ?? [];
  const isAdmin = same(account, admin);

  return (
    <>
      <Section title={translate('admin.handover.adminTitle')}>
        <Stack spacing={1}>
          <Holder label={translate('admin.handover.currentAdmin')} address={admin} />
          {nextAdmin !== zeroAddress && (
            <PendingAction
              buttons={[
                {
                  label: 'admin.handover.acceptAdmin',
                  successKey: 'admin.handover.adminAccepted',
                  disabled: !same(account, nextAdmin) || now < Number(adminFrom),
                  run: () =>
                    run('admin.operations.acceptAdmin', simulateMasterRegistryAcceptDefaultAdminTransfer, {}),
                },
                {
                  label: 'admin.handover.cancelAdmin',
                  successKey: 'admin.handover.adminCancelled',
                  color: 'warning',
                  disabled: !isAdmin,
                  run: () =>
                    run('admin.operations.cancelAdmin', simulateMasterRegistryCancelDefaultAdminTransfer, {}),
                },
              ]}
            >
              {translate('admin.handover.pendingAdmin', { date: dateOf(adminFrom) })}{' '}
              <AddressText address={nextAdmin} />
            </PendingAction>
          )}
          {isAdmin && (
            <AddressActionForm
              label={translate('admin.handover.newAdmin')}
              submitLabel={translate('admin.handover.beginAdmin')}
              color="warning"
              onSubmit={async (address) => {
                await run('admin.operations.beginAdmin', simulateMasterRegistryBeginDefaultAdminTransfer, {
                  args: [address],
                });
              }}
            />
          )}
        </Stack>
      </Section>
      <Section title={translate('admin.handover.treasuryTitle')}>
        <Stack spacing={1}>
          <Holder label={translate('admin.handover.currentTreasury')} address={treasury} />
          {nextTreasury !== zeroAddress && (
            <PendingAction
              buttons={[
                {
                  label: 'admin.handover.applyTreasury',
                  successKey: 'admin.handover.treasuryApplied',
                  disabled: !isAdmin || now < Number(treasuryFrom),
                  run: () => run('admin.operations.applyTreasury', simulateVaultTraderApplyTreasury, {}),
                },
              ]}
            >
              {translate('admin.handover.pendingTreasury', { date: dateOf(treasuryFrom) })}{' '}
              <AddressText address={nextTreasury} />
            </PendingAction>
          )}
          {isAdmin && (
            <AddressActionForm
              label={translate('admin.handover.newTreasury')}
              submitLabel={translate('admin.handover.proposeTreasury')}
              color="warning"
              onSubmit={async (address) => {
                await run('admin.operations.proposeTreasury', simulateVaultTraderProposeTreasury, {
                  args: [address],
                });
              }}
            />
          )}
        </Stack>
      </Section>
      {nextVault !== zeroAddress && (
        <Section title={translate('admin.handover.vaultTitle')}>
          <PendingAction buttons={[]}>
            {translate('admin.handover.pendingVault', { date: dateOf(vaultFrom) })}{' '}
            <AddressText address={nextVault} />
          </PendingAction>
        </Section>
      )}
    </>
  );
}
