// The create form's calculation summary (docs/admin.md#create-property): total area, total price, price per
// M² (2 decimals), lock days, APY and whether the property is multilingual.
import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice } from '../../../lib/amounts.ts';
import { FigureList } from '../../shared/FigureList.tsx';
import { useAdminFormat } from '../../shared/useAdminFormat.ts';
import {
  type CreateFormValues,
  isMultilingual,
  pricePerM2Units,
  totalM2Whole,
  totalPriceUnits,
} from './createFormValidation.ts';

/**
 * Price per M² with exactly 2 decimals (docs/validation.md#create-form), or '—' while the inputs are
 * incomplete.
 */
export function formatPricePerM2(values: CreateFormValues, decimals: number, locale: string): string {
  const perM2 = pricePerM2Units(values, decimals);
  if (perM2 === undefined) return '—';
  return `${formatPrice(perM2, decimals, locale)} USDT`;
}

export function CalculationSummary({ values }: { values: CreateFormValues }) {
  const translate = useTranslate();
  const format = useAdminFormat();
  const m2 = totalM2Whole(values);
  const price = totalPriceUnits(values, format.usdtDecimals);
  const lock = values.lockDuration.trim();
  const apy = values.apyPercent.trim();
  const label = (key: string) => translate(`admin.create.summary.${key}`);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('admin.create.sections.summary')}
      sx={{ p: 2 }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('admin.create.sections.summary')}
      </Typography>
      <FigureList
        figures={[
          { id: 'totalArea', label: label('totalArea'), value: m2 === undefined ? '—' : format.wholeM2(m2) },
          {
            id: 'totalPrice',
            label: label('totalPrice'),
            value: price === undefined ? '—' : format.usdt(price),
          },
          {
            id: 'pricePerM2',
            label: label('pricePerM2'),
            value: formatPricePerM2(values, format.usdtDecimals, format.locale),
          },
          {
            id: 'lockDays',
            label: label('lockDays'),
            value:
              lock === ''
                ? '—'
                : translate('admin.create.summary.days', { smart_count: Number(lock) || 0, count: lock }),
          },
          { id: 'apy', label: label('apy'), value: apy === '' ? '—' : `${apy}%` },
          {
            id: 'multilingual',
            label: label('multilingual'),
            value: translate(isMultilingual(values) ? 'ra.boolean.true' : 'ra.boolean.false'),
          },
        ]}
      />
    </Paper>
  );
}
