// Inline price edit (docs/admin.md#all-properties, docs/validation.md#inline-edits): the current price in
// USDT per M², min 0, step 0.01; a positive amount is required by the registry, so 0 is refused here with a
// clear message instead of a reverted transaction. Saving proposes the price (MasterRegistry.proposePrice,
// at most ±20 % of the price in force); an admin other than the proposer (or the fund manager, on chain) confirms it and it applies 2 days later
// (docs/money-rules.md#price-changes).
import { useNotify, useTranslate } from 'react-admin';
import { type Address, formatUnits } from 'viem';
import { simulateMasterRegistryProposePrice } from '../../../generated/wagmi.ts';
import { hasThousandsSeparators, parseAmount } from '../../lib/amounts.ts';
import { InlineEditForm, type Parsed } from '../shared/InlineEditForm.tsx';
import { useAdminFormat } from '../shared/useAdminFormat.ts';
import { useChainAction } from '../shared/useChainAction.ts';

export function parsePrice(text: string, decimals: number): Parsed<bigint> {
  if (hasThousandsSeparators(text)) return { ok: false, error: 'admin.allProperties.errors.priceGrouped' };
  const value = parseAmount(text, decimals);
  return value === undefined
    ? { ok: false, error: 'admin.allProperties.errors.pricePositive' }
    : { ok: true, value };
}

export function PriceEdit({
  token,
  currentPrice,
  disabled,
}: {
  token: Address;
  currentPrice: bigint;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { usdtDecimals } = useAdminFormat();
  const run = useChainAction();

  return (
    <InlineEditForm
      label={translate('admin.allProperties.edit.price')}
      current={formatUnits(currentPrice, usdtDecimals)}
      min={0}
      step={0.01}
      parse={(text) => parsePrice(text, usdtDecimals)}
      disabled={disabled}
      onSave={async (price) => {
        await run('admin.operations.proposePrice', simulateMasterRegistryProposePrice, {
          args: [token, price],
        });
        notify('admin.allProperties.edit.priceProposed', { type: 'success' });
      }}
    />
  );
}
