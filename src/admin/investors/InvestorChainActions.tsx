// Approve, revoke, freeze and unfreeze an investor on the IdentityRegistry from its page
// (docs/admin.md#investors): each a console write through useChainAction with its generated simulate action, so a
// doomed call (no COMPLIANCE_ROLE, an expiry in the past, revoking a wallet not approved) says why before the
// wallet opens. The buttons follow the registry as read now; the record's mirror follows once indexed. A freeze
// lists the properties the wallet holds M2 of, so its transfers stop there too.
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { countryNumeric, parseCountryCode } from '#core/countries.ts';
import { allowListStatus } from '#core/investorStatus.ts';
import {
  simulateIdentityRegistryApprove,
  simulateIdentityRegistryFreeze,
  simulateIdentityRegistryRevoke,
  simulateIdentityRegistryUnfreeze,
  useReadIdentityRegistryIdentityOf,
} from '../../../generated/wagmi.ts';
import { useCountryLabel } from '../shared/countries.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';

const SECONDS_PER_DAY = 86_400;

export function InvestorChainActions({
  wallet,
  chainCountry,
  heldTokens,
}: {
  wallet: Address;
  /** The alpha-2 code given with the current approval (null: none). */
  chainCountry: string | null;
  /** The properties the wallet holds M2 of: a freeze stops its transfers in each (docs/compliance.md#the-allow-list). */
  heldTokens: readonly Address[];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useChainAction();
  const identity = useReadIdentityRegistryIdentityOf({ args: [wallet] });
  const countryText = useCountryLabel();
  const [country, setCountry] = useState(chainCountry ?? '');
  const [days, setDays] = useState('0');
  const [busy, setBusy] = useState(false);
  const id = identity.data;
  const now = Math.floor(Date.now() / 1000);
  const live = id
    ? allowListStatus(
        { approved: id.approved, listed: id.approved, frozen: id.frozen, expiry: Number(id.expiry) },
        now,
      )
    : undefined;
  // The registry stores the ISO numeric code (0 = none); the console takes the alpha-2 code (docs/investors.md#countries).
  const typedCountry = parseCountryCode(country);
  const countryValid = country.trim() === '' || typedCountry !== null;
  const countryCode = typedCountry ? countryNumeric(typedCountry) : 0;
  const dayCount = Number(days);
  const validInputs = countryValid && Number.isInteger(dayCount) && dayCount >= 0;

  const act = async (step: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await step();
      notify(done, { type: 'success' });
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  const approve = () =>
    act(
      () =>
        run('admin.operations.approveInvestor', simulateIdentityRegistryApprove, {
          args: [wallet, countryCode, dayCount === 0 ? 0 : now + dayCount * SECONDS_PER_DAY],
        }),
      'admin.investors.chain.approved',
    );
  const revoke = () =>
    act(
      () => run('admin.operations.revokeInvestor', simulateIdentityRegistryRevoke, { args: [wallet] }),
      'admin.investors.chain.revoked',
    );
  const freeze = () =>
    act(
      () =>
        run('admin.operations.freezeInvestor', simulateIdentityRegistryFreeze, {
          args: [wallet, heldTokens],
        }),
      'admin.investors.chain.frozen',
    );
  const unfreeze = () =>
    act(
      () => run('admin.operations.unfreezeInvestor', simulateIdentityRegistryUnfreeze, { args: [wallet] }),
      'admin.investors.chain.unfrozen',
    );

  return (
    <Stack spacing={1.5}>
      {live && (
        <Typography variant="body2" data-testid="chain-live-status">
          {translate('admin.investors.chain.live', { status: translate(`admin.investors.status.${live}`) })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={translate('admin.investors.chain.countryCode')}
          value={country}
          onChange={(e) => setCountry(e.target.value.toUpperCase())}
          error={!countryValid}
          helperText={
            countryValid
              ? typedCountry
                ? countryText(typedCountry)
                : translate('admin.investors.chain.noCountry')
              : translate('admin.investors.countryCode')
          }
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        />
        <TextField
          size="small"
          label={translate('admin.investors.chain.expiryDays')}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          inputMode="numeric"
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy || !id || !validInputs} onClick={() => void approve()}>
          {translate(id?.approved ? 'admin.investors.chain.update' : 'admin.investors.chain.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || !id?.approved}
          onClick={() => void revoke()}
        >
          {translate('admin.investors.chain.revoke')}
        </Button>
        {id?.frozen ? (
          <Button variant="outlined" disabled={busy} onClick={() => void unfreeze()}>
            {translate('admin.investors.chain.unfreeze')}
          </Button>
        ) : (
          <Button variant="outlined" color="warning" disabled={busy || !id} onClick={() => void freeze()}>
            {translate('admin.investors.chain.freeze')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('admin.investors.chain.indexerNote')} {translate('admin.investors.allowListNote')}
      </Typography>
    </Stack>
  );
}
