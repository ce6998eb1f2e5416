// On-chain figures as the API writes them: big numbers as decimal strings, counts as numbers.
import { describe, expect, it } from 'vitest';
import type { StoredFigures } from './property-views.ts';
import { chainFigures, listingStatus, onchainProperty } from './property-views.ts';

const view = {
  token: '0x1111111111111111111111111111111111111111',
  name: 'Tower',
  initialPrice: 10n ** 21n,
  currentPrice: 2n * 10n ** 21n,
  totalM2: 100n,
  lockDuration: 2_592_000n,
  soldM2: 3n * 10n ** 18n,
  availableM2: 97n * 10n ** 18n,
  isSellEnabled: true,
  isListed: true,
  bucketBalance: 5n,
  soldValue: 6n,
  availableValue: 7n,
  hasActiveBucket: true,
  hasUserInvestments: false,
  refund: false,
  isLiquidityInsufficient: true,
  pendingClosure: null,
  closureEffectiveAt: null,
} as unknown as StoredFigures;

describe('on-chain property figures', () => {
  it('test_figures_write_prices_and_amounts_as_decimal_strings_m2_total_and_lock_as_numbers', () => {
    expect(chainFigures(view)).toStrictEqual({
      initial_price: '1000000000000000000000',
      current_price: '2000000000000000000000',
      total_m2: 100,
      lock_duration: 2_592_000,
      sold_m2: '3000000000000000000',
      available_m2: '97000000000000000000',
      is_sell_enabled: true,
      is_listed: true,
      pending_closure: null,
      closure_effective_at: null,
    });
    expect(onchainProperty(view, 12)).toStrictEqual({
      address: view.token,
      name: 'Tower',
      ...chainFigures(view),
      bucket_balance: '5',
      sold_value: '6',
      available_value: '7',
      has_active_bucket: true,
      has_user_investments: false,
      refund: false,
      is_liquidity_insufficient: true,
      backend_id: 12,
    });
    expect(onchainProperty(view, null).backend_id).toBeNull();
  });

  it('test_an_announced_closure_is_served_apart_from_the_flags_in_force', () => {
    const closing = {
      ...view,
      pendingClosure: 'delist',
      closureEffectiveAt: 1_767_225_600n,
    } as StoredFigures;
    expect(chainFigures(closing)).toMatchObject({
      is_sell_enabled: true,
      is_listed: true,
      pending_closure: 'delist',
      closure_effective_at: 1_767_225_600,
    });
  });

  it('test_listingStatus_names_listed_delisted_with_refunds_or_delisted_without_refunds', () => {
    expect(listingStatus({ isListed: true, refund: false })).toBe('listed');
    expect(listingStatus({ isListed: false, refund: true })).toBe('delisted_with_refunds');
    expect(listingStatus({ isListed: false, refund: false })).toBe('delisted_without_refunds');
  });
});
