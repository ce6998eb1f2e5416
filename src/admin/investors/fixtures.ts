// Investors as the API answers them, for the console's component tests.
import type { InvestorDetail } from '../../../generated/api/model/index.ts';

export const INVESTOR_WALLET = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

export function investorDetail(overrides: Partial<InvestorDetail> = {}): InvestorDetail {
  return {
    id: INVESTOR_WALLET,
    wallet: INVESTOR_WALLET,
    kyc_status: 'verified',
    country: 'DE',
    notes: 'Passport and utility bill seen',
    reviewed_by: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    reviewed_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-19T10:00:00Z',
    status: 'approved',
    chain_country: 'DE',
    chain_country_numeric: 276,
    expiry: null,
    approved_by: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    approved_at: '2026-11-20T10:05:00Z',
    m2: (50n * 10n ** 18n).toString(),
    holds_m2: true,
    holdings: [
      {
        id: 3,
        property_id: 5,
        property_name: 'Harbour Offices',
        contract_address: '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07',
        holder: INVESTOR_WALLET,
        balance: (50n * 10n ** 18n).toString(),
        locked_amount: (20n * 10n ** 18n).toString(),
        unlocked_balance: (30n * 10n ** 18n).toString(),
        unlock_time: '2026-12-20T10:05:00Z',
        is_listed: true,
        is_sell_enabled: true,
        updated_block: 40,
      },
    ],
    recovery_properties: ['0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07'],
    purchases: [
      {
        id: 15,
        property_id: 5,
        property_name: 'Harbour Offices',
        contract_address: '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07',
        buyer: INVESTOR_WALLET,
        m2: (50n * 10n ** 18n).toString(),
        cost: (105_000n * 10n ** 18n).toString(),
        price: (2_100n * 10n ** 18n).toString(),
        tx_hash: `0x${'ab'.repeat(32)}`,
        log_index: 2,
        block_number: 40,
        block_time: '2026-11-20T10:10:00Z',
        certificate_id: 12,
      },
    ],
    sales: [],
    income: [],
    certificates: [
      {
        id: 12,
        purchase_id: 15,
        property_name: 'Harbour Offices',
        contract_address: '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07',
        m2: (50n * 10n ** 18n).toString(),
        cost: (105_000n * 10n ** 18n).toString(),
        tx_hash: `0x${'ab'.repeat(32)}`,
        issued_at: '2026-11-20T10:11:00Z',
      },
    ],
    ...overrides,
  };
}
