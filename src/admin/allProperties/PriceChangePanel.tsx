// The price change of a property card under way (docs/admin.md#price-changes, docs/money-rules.md#price-changes):
// a proposal waiting for its second signer (an admin here; the contract also takes the fund manager, whose console
// has no tab with the cards; never the proposer), with Confirm
// and Withdraw; an announced price with the date it applies from, with Withdraw. Nothing shows when neither. The
// figures (MasterRegistry.priceProposal, PropertyToken.pendingPrice) come with the page's chain reads
// (usePageChainReads), not from a read of each card.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import { useConnection } from 'wagmi';
import { announcedPrice } from '#core/priceSchedule.ts';
import {
  simulateMasterRegistryCancelPriceChange,
  simulateMasterRegistryConfirmPrice,
} from '../../../generated/wagmi.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { AddressText } from '../shared/AddressText.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ChainActionError, useChainAction } from '../shared/useChainAction.ts';
import { NO_PRICE_CHANGE, type PriceChange } from './usePageChainReads.ts';

export function PriceChangePanel({
  token,
  change = NO_PRICE_CHANGE,
  disabled,
}: {
  token: Address;
  /** Undefined while the chain has not answered: nothing shows. */
  change?: PriceChange;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useAdminFormat();
  const run = useChainAction();
  const { address: account } = useConnection();
  const [busy, setBusy] = useState(false);

  const { proposedPrice, proposer } = change;
  const proposed = proposer !== zeroAddress;
  const announced = announcedPrice([change.announcedPrice, change.effectiveAt]);
  if (!proposed && !announced) return null;
  const ownProposal = proposed && account !== undefined && isAddressEqual(account, proposer);

  const act = async (kind: 'confirm' | 'withdraw') => {
    setBusy(true);
    try {
      if (kind === 'confirm') {
        // The confirmation names the price reviewed here: a proposal changed meanwhile is refused
        // (ProposalMismatch), never confirmed unseen (docs/money-rules.md#price-changes).
        await run('admin.operations.confirmPrice', simulateMasterRegistryConfirmPrice, {
          args: [token, proposedPrice],
        });
        notify('admin.priceChange.confirmed', { type: 'success' });
      } else {
        await run('admin.operations.cancelPriceChange', simulateMasterRegistryCancelPriceChange, {
          args: [token],
        });
        notify('admin.priceChange.withdrawn', { type: 'success' });
      }
    } catch (error) {
      if (!(error instanceof ChainActionError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} component="section" aria-label={translate('admin.priceChange.title')}>
      <Typography component="h4" variant="subtitle2">
        {translate('admin.priceChange.title')}
      </Typography>
      {proposed && (
        <Alert severity="info">
          {translate('admin.priceChange.proposed', { price: format.price(proposedPrice) })}{' '}
          <AddressText address={proposer} />
          {ownProposal && (
            <Typography variant="body2">{translate('admin.priceChange.ownProposal')}</Typography>
          )}
        </Alert>
      )}
      {announced && (
        <Alert severity="warning">
          {translate('admin.priceChange.announced', {
            price: format.price(announced.price),
            date: formatDateTime(Number(announced.effectiveAt) * 1000, format.locale),
          })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {proposed && (
          <Button
            variant="contained"
            size="small"
            disabled={disabled || busy || ownProposal}
            onClick={() => void act('confirm')}
          >
            {translate('admin.priceChange.confirm')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          disabled={disabled || busy}
          onClick={() => void act('withdraw')}
        >
          {translate('admin.priceChange.withdraw')}
        </Button>
      </Stack>
    </Stack>
  );
}
