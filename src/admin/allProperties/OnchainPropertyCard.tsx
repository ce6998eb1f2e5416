// One card of the "All properties" tab (docs/admin.md#all-properties): name, address, total / available /
// sold M², current and initial price, lock duration, isListed, bucket balance, sell-enabled and active-bucket
// flags, with the inline edits (price, lock days, sell toggle), the price change under way (confirm or withdraw
// it), the closure announced (apply or withdraw it: ClosurePanel) and, while listed, the delist form. A token
// without a backend record says so and offers to create it. The figures are the API's indexed ones, and the
// chain's own while the API's answer is older than the console's last transaction (the page's chain reads,
// usePageChainReads): the inline edits start from the values the contracts hold, also right after a transaction
// the indexer has not seen yet. The delist form is made when its section is first opened (24 hidden forms cost the page's
// first render more than the rest of the cards).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { memo, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { listingState } from '#core/listing.ts';
import { AddressText } from '../shared/AddressText.tsx';
import type { PropertyView } from '../shared/chainTypes.ts';
import { FigureList } from '../shared/FigureList.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { ClosurePanel } from './ClosurePanel.tsx';
import { DelistForm } from './DelistForm.tsx';
import { LockDaysEdit } from './LockDaysEdit.tsx';
import { MissingRecordNotice } from './MissingRecordNotice.tsx';
import { PriceChangePanel } from './PriceChangePanel.tsx';
import { PriceEdit } from './PriceEdit.tsx';
import { SellToggle } from './SellToggle.tsx';
import type { CardChainReads, Closure } from './usePageChainReads.ts';

const STATE_COLOR = {
  listed: 'success',
  delistedWithRefunds: 'warning',
  delistedWithoutRefunds: 'default',
} as const;

export interface OnchainPropertyCardProps {
  /** The property as the API's indexer last saw it. */
  indexed: PropertyView;
  /** The chain's reads of the property: its price change, its view after a transaction (undefined until read). */
  chain?: CardChainReads;
  /** Id of its backend record: null when it has none, undefined while unknown. */
  backendId?: number | null;
  disabled?: boolean;
}

export const OnchainPropertyCard = memo(function OnchainPropertyCard({
  indexed,
  chain,
  backendId,
  disabled,
}: OnchainPropertyCardProps) {
  const property = chain?.view ?? indexed;
  const change = chain?.priceChange;
  const translate = useTranslate();
  const format = useAdminFormat();
  const titleId = useId();
  const state = listingState(property);
  // The delist form stays on screen (and open) after the property is delisted, so its steps and result
  // remain visible.
  const [delisting, setDelisting] = useState(false);
  const [delistOpen, setDelistOpen] = useState(false);
  const [delistMade, setDelistMade] = useState(false);
  // A closure this card applied stays on screen with its steps (the backend record of a delisting) once the
  // chain no longer holds it announced.
  const [closureApplied, setClosureApplied] = useState<Closure | null>(null);
  const announced = chain?.closure && chain.closure.kind !== 0 ? chain.closure : null;
  const closure = announced ?? closureApplied;
  const yesNo = (flag: boolean) => translate(flag ? 'ra.boolean.true' : 'ra.boolean.false');
  const label = (key: string) => translate(`admin.allProperties.fields.${key}`);

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography id={titleId} component="h3" variant="h6">
            {property.name}
          </Typography>
        }
        subheader={<AddressText address={property.token} />}
        action={
          <Chip
            size="small"
            color={STATE_COLOR[state]}
            label={translate(`admin.allProperties.filters.${state}`)}
          />
        }
      />
      <CardContent>
        {backendId === null && <MissingRecordNotice token={property.token} />}
        <FigureList
          figures={[
            { id: 'totalM2', label: label('totalM2'), value: format.wholeM2(property.totalM2) },
            { id: 'availableM2', label: label('availableM2'), value: format.m2(property.availableM2) },
            { id: 'soldM2', label: label('soldM2'), value: format.m2(property.soldM2) },
            { id: 'currentPrice', label: label('currentPrice'), value: format.price(property.currentPrice) },
            { id: 'initialPrice', label: label('initialPrice'), value: format.price(property.initialPrice) },
            {
              id: 'lockDuration',
              label: label('lockDuration'),
              value: format.duration(property.lockDuration),
            },
            { id: 'isListed', label: label('isListed'), value: yesNo(property.isListed) },
            {
              id: 'bucketBalance',
              label: label('bucketBalance'),
              value: format.usdt(property.bucketBalance),
            },
            { id: 'isSellEnabled', label: label('isSellEnabled'), value: yesNo(property.isSellEnabled) },
            {
              id: 'hasActiveBucket',
              label: label('hasActiveBucket'),
              value: yesNo(property.hasActiveBucket),
            },
          ]}
        />
        <Divider sx={{ my: 2 }} />
        <Stack spacing={2}>
          <PriceEdit token={property.token} currentPrice={property.currentPrice} disabled={disabled} />
          {change && <PriceChangePanel token={property.token} change={change} disabled={disabled} />}
          <LockDaysEdit token={property.token} lockDuration={property.lockDuration} disabled={disabled} />
          <SellToggle
            token={property.token}
            name={property.name}
            enabled={property.isSellEnabled}
            closurePending={announced !== null}
            clock={chain?.clock}
            disabled={disabled}
          />
          {closure && (
            <ClosurePanel
              token={property.token}
              closure={closure}
              pending={announced !== null}
              clock={chain?.clock}
              disabled={disabled}
              onStart={() => setClosureApplied(closure)}
            />
          )}
        </Stack>
      </CardContent>
      {(property.isListed || delisting) && (
        <Accordion
          disableGutters
          elevation={0}
          sx={{ borderTop: 1, borderColor: 'divider' }}
          expanded={delistOpen}
          onChange={(_, open) => {
            setDelistOpen(open);
            if (open) setDelistMade(true);
          }}
          slotProps={{ heading: { component: 'h4' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span">{translate('admin.delist.title')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            {(delistMade || delistOpen) && (
              <DelistForm
                token={property.token}
                name={property.name}
                priceInForce={property.currentPrice}
                clock={chain?.clock}
                onStart={() => {
                  setDelisting(true);
                  setDelistOpen(true);
                }}
              />
            )}
          </AccordionDetails>
        </Accordion>
      )}
    </Card>
  );
});
