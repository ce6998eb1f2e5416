// "Request recovery" (docs/admin.md#recoveries): the lost wallet, the replacement (which must be verified on
// chain) and the properties the lost wallet holds, which an execution will move; sends requestRecovery through
// useChainAction and goes back to the list, where the delay counts down.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type Address, isAddress } from 'viem';
import type { InvestorDetail } from '../../../generated/api/model/index.ts';
import { simulateIdentityRegistryRequestRecovery } from '../../../generated/wagmi.ts';
import { toBigInt } from '../../lib/amounts.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { propertiesToMove } from './RecoveryActions.tsx';
import { RECOVERY_ERRORS } from './recoveryErrors.ts';

type RequestForm = { lost: string; replacement: string };

const walletValidator = (value: unknown) =>
  typeof value === 'string' && isAddress(value.trim(), { strict: false })
    ? undefined
    : 'admin.recoveries.invalidWallet';

/** The lost wallet's holdings: what an execution of the recovery will move. */
function LostHoldings() {
  const translate = useTranslate();
  const format = useAdminFormat();
  const lost = String(useWatch<RequestForm>({ name: 'lost' }) ?? '').trim();
  const valid = isAddress(lost, { strict: false });
  const { data, isPending } = useGetOne<InvestorDetail & { id: string }>(
    'investors',
    { id: lost },
    { enabled: valid, retry: false },
  );
  if (!valid) return null;
  const holdings = (data?.holdings ?? []).filter((h) => toBigInt(h.balance) > 0n);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{translate('admin.recoveries.properties')}</Typography>
      {isPending ? null : holdings.length === 0 ? (
        <Typography variant="body2">{translate('admin.recoveries.noProperties')}</Typography>
      ) : (
        <ul aria-label={translate('admin.recoveries.properties')}>
          {holdings.map((h) => (
            <li key={h.contract_address}>
              {h.property_name} (<AddressText address={h.contract_address} />
              ): {format.m2(toBigInt(h.balance))}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Typography variant="caption">
          {translate('admin.recoveries.propertiesNote', { count: propertiesToMove(data).length })}
        </Typography>
      )}
    </Box>
  );
}

export function RecoveryRequest() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const run = useChainAction();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Partial<RequestForm>) => {
    const lost = String(values.lost ?? '').trim() as Address;
    const replacement = String(values.replacement ?? '').trim() as Address;
    setBusy(true);
    try {
      await run(
        'admin.operations.requestRecovery',
        simulateIdentityRegistryRequestRecovery,
        { args: [lost, replacement] },
        { errors: RECOVERY_ERRORS },
      );
      notify('admin.recoveries.requested', { type: 'success' });
      redirect('list', 'recoveries');
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Title title="admin.recoveries.request" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('admin.recoveries.requestNote')}
        </Typography>
        <SimpleForm
          onSubmit={(values: Record<string, unknown>) => submit(values as Partial<RequestForm>)}
          toolbar={
            <Toolbar>
              <SaveButton label="admin.recoveries.request" disabled={busy} alwaysEnable={!busy} />
            </Toolbar>
          }
        >
          <TextInput
            source="lost"
            label="resources.recoveries.fields.lost"
            validate={walletValidator}
            fullWidth
          />
          <TextInput
            source="replacement"
            label="resources.recoveries.fields.replacement"
            validate={walletValidator}
            fullWidth
          />
          <LostHoldings />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
