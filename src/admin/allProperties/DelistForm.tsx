// The delist form of a property card (docs/admin.md#all-properties, docs/flows.md#delisting): checkbox
// 'refund required', checkbox 'update price for refund' with a new-price input, which says the range the registry
// accepts (src/core/refundPrice.ts) and refuses a price outside it before anything is sent; confirmed before
// sending, since delisting is for good. With a refund it delists at once; without, it announces the delisting
// (docs/flows.md#announced-closures: buys stop now, holders may sell back until the date the confirmation names), which
// the card's closure panel applies later (and then records in the backend).
import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { Address } from 'viem';
import { refundPriceAccepted, refundPriceRange } from '#core/refundPrice.ts';
import contractConstants from '../../../abis/constants.json';
import { formatDateTime } from '../../lib/dates.ts';
import { type ChainClock, chainNow } from '../shared/chainClock.ts';
import type { Step } from '../shared/StepList.tsx';
import { StepList } from '../shared/StepList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { useConfirm } from '../shared/useConfirm.ts';
import { useMessageText } from '../shared/useMessageText.ts';
import { parsePrice } from './PriceEdit.tsx';
import { type DelistRequest, useDelistFlow } from './useDelistFlow.ts';

/** One price step of the registry (MasterRegistry.MAX_PRICE_STEP_BPS): how far below the price a refund may go. */
const MAX_PRICE_STEP_BPS = BigInt(contractConstants.MasterRegistry.MAX_PRICE_STEP_BPS);
/** The notice of a delisting without refund (MasterRegistry.CLOSURE_NOTICE). */
const CLOSURE_NOTICE = BigInt(contractConstants.MasterRegistry.CLOSURE_NOTICE);

export function DelistForm({
  token,
  name,
  priceInForce,
  clock,
  onStart,
}: {
  token: Address;
  name: string;
  /** The price in force on chain: the refund price lies within one price step below it. */
  priceInForce: bigint;
  /** The chain's time (the date an announced delisting may be applied from is counted from it). */
  clock?: ChainClock;
  onStart?: () => void;
}) {
  const translate = useTranslate();
  const text = useMessageText();
  const format = useAdminFormat();
  const { usdtDecimals } = format;
  const range = refundPriceRange(priceInForce, MAX_PRICE_STEP_BPS);
  const flow = useDelistFlow();
  const priceId = useId();
  const [refund, setRefund] = useState(false);
  const [updatePrice, setUpdatePrice] = useState(false);
  const [newPrice, setNewPrice] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  // The last request sent was an announcement (no refund): no backend step here, the card's Apply records it.
  const [announcing, setAnnouncing] = useState(false);
  const delist = useConfirm(async (request: DelistRequest) => {
    setAnnouncing(!request.refund);
    onStart?.();
    await flow.submit(request);
  });
  const running = delist.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let request: DelistRequest = { token, refund };
    if (refund && updatePrice) {
      const parsed = parsePrice(newPrice, usdtDecimals);
      if (!parsed.ok) {
        setPriceError(parsed.error);
        return;
      }
      if (!refundPriceAccepted(parsed.value, priceInForce, MAX_PRICE_STEP_BPS)) {
        setPriceError('admin.delist.refundOutOfRange');
        return;
      }
      request = { ...request, newPrice: parsed.value };
    }
    setPriceError(null);
    delist.ask(request);
  };

  const withPrice = refund && updatePrice;
  const steps: Step[] = [
    ...(withPrice
      ? [{ id: 'price', label: translate('admin.delist.steps.price'), state: flow.steps.price }]
      : []),
    {
      id: 'chain',
      label: translate(announcing ? 'admin.delist.steps.announce' : 'admin.delist.steps.chain'),
      state: flow.steps.chain,
    },
  ];
  if (!announcing)
    steps.push({
      id: 'backend',
      label: translate('admin.delist.steps.backend'),
      state: flow.steps.backend,
      action:
        flow.steps.backend === 'error' ? (
          <Button size="small" onClick={() => void flow.retryBackend(token)}>
            {translate('admin.common.retry')}
          </Button>
        ) : undefined,
    });
  const started = Object.values(flow.steps).some((state) => state !== 'idle');

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={onSubmit}
      noValidate
      aria-label={translate('admin.delist.title')}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={refund}
            onChange={(event) => {
              setRefund(event.target.checked);
              if (!event.target.checked) setUpdatePrice(false);
            }}
            disabled={running}
          />
        }
        label={translate('admin.delist.refundRequired')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={updatePrice}
            onChange={(event) => setUpdatePrice(event.target.checked)}
            disabled={!refund || running}
          />
        }
        label={translate('admin.delist.updatePrice')}
      />
      {withPrice && (
        <TextField
          id={priceId}
          label={translate('admin.delist.newPrice')}
          type="number"
          size="small"
          value={newPrice}
          onChange={(event) => {
            setNewPrice(event.target.value);
            setPriceError(null);
          }}
          error={priceError !== null}
          helperText={translate(priceError ?? 'admin.delist.refundRange', {
            min: format.price(range.min),
            max: format.price(range.max),
          })}
          slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
          disabled={running}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        color="error"
        disabled={running || flow.steps.chain === 'success'}
      >
        {translate('admin.delist.submit')}
      </Button>
      {started && <StepList steps={steps} label={translate('admin.delist.title')} />}
      {flow.error && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {[text(flow.error.message), ...flow.error.details].join('\n')}
        </Alert>
      )}
      {flow.done && <Alert severity="success">{text(flow.done)}</Alert>}
      <Confirm
        {...delist.dialog}
        title={refund ? 'admin.delist.confirmTitle' : 'admin.delist.confirmAnnounceTitle'}
        content={refund ? 'admin.delist.confirmText' : 'admin.delist.confirmAnnounceText'}
        translateOptions={{
          name,
          date: formatDateTime(Number(chainNow(clock, Date.now()) + CLOSURE_NOTICE) * 1000, format.locale),
        }}
        confirm={refund ? 'admin.delist.submit' : 'admin.delist.announce'}
      />
    </Stack>
  );
}
