// What a property paid its holders (docs/income.md#realised-yield): its public catalogue item, read by contract
// address, gives the realised yield of the last 12 months and the distributions so far. Undefined until it comes
// (or for a property outside the public catalogue).
import type { Address } from 'viem';
import { usePropertiesValidatedCatalog } from '../../../generated/api/properties/properties.ts';
import { toBigInt } from '../../lib/amounts.ts';
import type { PaidIncome } from './PropertyFigures.tsx';

/** The property's paid income (undefined when it has none in the public catalogue) and whether the answer came
 *  (or failed): the page keeps the figures' place until it has, so no row appears under the reader's eyes. */
export function usePaidIncome(address: Address): { income: PaidIncome | undefined; settled: boolean } {
  const query = usePropertiesValidatedCatalog(
    { filter: JSON.stringify({ contract_address: address }), range: '[0,0]' },
    { request: { skipAuth: true }, query: { retry: false } },
  );
  const item = query.data?.data?.[0];
  const settled = !query.isPending;
  if (!item) return { income: undefined, settled };
  return {
    income: {
      realizedYieldPercent: item.realized_yield_percent,
      distributions: item.distributions_count,
      toHolders: toBigInt(item.income_to_holders),
      issuerShare: toBigInt(item.income_issuer_share),
    },
    settled,
  };
}
