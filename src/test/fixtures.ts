// Deterministic API records for component tests, consistent with the test chain's properties.
import { type Address, getContractAddress } from 'viem';
import type {
  CatalogProperty,
  Certificate,
  Ownership,
  Portfolio,
  PortfolioProperty,
  Property,
  Purchase,
  Sale,
} from '../../generated/api/model/index.ts';
import { contractAddresses } from '../config/contracts.ts';

// The tokens of the first and second property the registry creates on the test chain (createProperty clones the
// token with CREATE, so from the deployed system they always land here; src/test/chainActions.ts), in lower
// case as the API stores them.
const createdToken = (nonce: bigint) =>
  getContractAddress({ from: contractAddresses().MasterRegistry, nonce }).toLowerCase() as Address;
export const TOKEN_A = createdToken(1n);
export const TOKEN_B = createdToken(2n);
const E18 = 10n ** 18n;
export const TX = `0x${'ab'.repeat(32)}`;

export function propertyRecord(overrides: Partial<Property> = {}): Property {
  return {
    id: 1,
    name: 'Marina Loft',
    description: 'A loft by the marina.',
    name_ru: 'Лофт у марины',
    description_ru: 'Лофт у самой марины.',
    property_address: '1 Marina Walk, Dubai',
    property_address_ru: 'Дубай, Марина Уок, 1',
    contract_address: TOKEN_A,
    apy_percent: 8.5,
    image: '/uploads/a.webp',
    status: 'active',
    is_active: true,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    gallery: [{ id: 11, image: '/uploads/a-1.webp' }],
    ...overrides,
  };
}

export function catalogProperty(overrides: Partial<CatalogProperty> = {}): CatalogProperty {
  const record = propertyRecord();
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    name_ru: record.name_ru,
    description_ru: record.description_ru,
    property_address: record.property_address,
    property_address_ru: record.property_address_ru,
    contract_address: record.contract_address,
    apy_percent: record.apy_percent,
    image: record.image,
    gallery: record.gallery,
    initial_price: String(1000n * E18),
    current_price: String(1000n * E18),
    total_m2: 100,
    lock_duration: 2_592_000,
    sold_m2: String(25n * E18),
    available_m2: String(75n * E18),
    is_sell_enabled: true,
    is_listed: true,
    pending_closure: null,
    closure_effective_at: null,
    price_per_m2: String(1000n * E18),
    bucket_balance: String(20_000n * E18),
    sold_value: String(25_000n * E18),
    is_liquidity_insufficient: false,
    distributions_count: 0,
    income_total: '0',
    income_to_holders: '0',
    income_issuer_share: '0',
    income_12m: '0',
    realized_yield_percent: 0,
    ...overrides,
  };
}

const trade = {
  property_id: 1,
  property_name: 'Marina Loft',
  contract_address: TOKEN_A,
  tx_hash: TX,
  log_index: 0,
  block_number: 120,
  block_time: '2026-02-01T12:00:00.000Z',
};

export function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 1,
    ...trade,
    buyer: TOKEN_B,
    m2: String(2n * E18),
    cost: String(2000n * E18),
    price: String(1000n * E18),
    certificate_id: 5,
    ...overrides,
  };
}

export function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: 2,
    ...trade,
    seller: TOKEN_B,
    m2: String(E18),
    payout: String(1000n * E18),
    price: String(1000n * E18),
    from_general: '0',
    ...overrides,
  };
}

export function ownership(overrides: Partial<Ownership> = {}): Ownership {
  return {
    id: 3,
    property_id: 1,
    property_name: 'Marina Loft',
    contract_address: TOKEN_A,
    holder: TOKEN_B,
    balance: String(2n * E18),
    locked_amount: '0',
    unlocked_balance: String(2n * E18),
    unlock_time: null,
    is_listed: true,
    is_sell_enabled: true,
    updated_block: 120,
    ...overrides,
  };
}

export function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 5,
    purchase_id: 1,
    property_id: 1,
    property_name: 'Marina Loft',
    property_name_ru: 'Лофт у марины',
    contract_address: TOKEN_A,
    holder: TOKEN_B,
    m2: String(2n * E18),
    cost: String(2000n * E18),
    tx_hash: TX,
    block_number: 120,
    issued_at: '2026-02-01T12:00:00.000Z',
    signer: TOKEN_B,
    signature: '0x00',
    download_url: '/api/certificates/5/download/',
    verify_url: '/certificates/verify/5/?signature=0x00',
    ...overrides,
  };
}

/** One property of a portfolio: 1 M2 held of TOKEN_A bought for 1,000, worth 1,100, 1 sold for 1,000 at cost. */
export function portfolioProperty(overrides: Partial<PortfolioProperty> = {}): PortfolioProperty {
  return {
    property_id: 1,
    property_name: 'Marina Loft',
    property_name_ru: null,
    contract_address: TOKEN_A,
    held_m2: String(E18),
    price: String(1100n * E18),
    value: String(1100n * E18),
    cost_basis: String(1000n * E18),
    unrealised_gain: String(100n * E18),
    realised_gain: '0',
    invested: String(2000n * E18),
    sale_proceeds: String(1000n * E18),
    refunds: '0',
    income: String(5n * E18),
    total_return: String(105n * E18),
    claimable_income: '0',
    ...overrides,
  };
}

/** A portfolio holding `properties` (totals as given, or those of one portfolioProperty()). */
export function portfolio(properties: PortfolioProperty[] = [portfolioProperty()], totals = {}): Portfolio {
  const p = portfolioProperty();
  const figures = {
    value: p.value,
    cost_basis: p.cost_basis,
    unrealised_gain: p.unrealised_gain,
    realised_gain: p.realised_gain,
    invested: p.invested,
    sale_proceeds: p.sale_proceeds,
    refunds: p.refunds,
    income: p.income,
    total_return: p.total_return,
    claimable_income: p.claimable_income,
  };
  return {
    holder: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    as_of: '2026-11-20T12:00:00.000Z',
    as_of_block: 4321,
    usdt_balance: String(250_000n * E18),
    usdt_decimals: 18,
    totals: { ...figures, ...totals },
    properties,
  };
}
