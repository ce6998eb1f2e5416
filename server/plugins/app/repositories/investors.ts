// Investors (docs/investors.md): every wallet with a KYC record, an allow-list event, M2 or a login; its KYC
// review from kyc_records and its allow-list state from identity_state (the identity registry's events).
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import { COUNTRY_CODES, countryNumeric } from '#core/countries.ts';
import type { AllowListStatus, KycListStatus, KycStatus } from '#core/investorStatus.ts';
import type { Queryable } from '../../../db/database.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { ListQuery } from '../../../schemas/common.ts';

export type InvestorRecord = {
  id: `0x${string}`;
  wallet: `0x${string}`;
  kyc_status: KycListStatus;
  country: string | null;
  notes: string;
  reviewed_by: `0x${string}` | null;
  reviewed_at: Date | null;
  created_at: Date | null;
  status: AllowListStatus;
  chain_country: string | null;
  chain_country_numeric: number | null;
  expiry: Date | null;
  approved_by: `0x${string}` | null;
  approved_at: Date | null;
  m2: string;
  holds_m2: boolean;
};

/** The KYC fields the back office edits. */
export type KycChanges = { kyc_status?: KycStatus; country?: string | null; notes?: string };
export type KycRecord = Required<KycChanges> & { wallet: string };

type Row = {
  wallet: string;
  kyc_status: KycListStatus;
  country: string | null;
  notes: string;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date | null;
  status: AllowListStatus;
  chain_country: string | null;
  chain_country_numeric: number | null;
  expiry: string | null;
  approved_by: string | null;
  approved_at: Date | null;
  m2: string;
  total_count?: number;
};

// The alpha-2 code of the chain's ISO numeric country code (src/core/countries.ts, the one mapping), in SQL so the
// list filters and sorts on it: null for none (0) and for a number ISO does not assign. The codes come from the
// module's own table, never from a request.
const CHAIN_COUNTRY = `case s.country ${COUNTRY_CODES.map((code) => `when ${countryNumeric(code)} then '${code}'`).join(' ')} end`;

// The allow-list status is the rule of src/core/investorStatus.ts (allowListStatus), in SQL so lists filter on
// it: frozen over all, never listed, revoked, expired (expiry at or before now), approved.
const INVESTORS = `
  with wallets as (
    select wallet from kyc_records
    union select account from identity_events where chain_id = $1
    union select holder from ownerships where chain_id = $1
    union select wallet_address from users
  )
  select x.*, count(*) over () as total_count from (
    select w.wallet,
           coalesce(k.kyc_status, 'none') as kyc_status, k.country, coalesce(k.notes, '') as notes,
           k.reviewed_by, k.reviewed_at, k.created_at,
           case when coalesce(s.frozen, false) then 'frozen'
                when s.account is null then 'not_approved'
                when not s.approved then 'revoked'
                when s.expiry is not null and s.expiry <= $2::bigint then 'expired'
                else 'approved' end as status,
           ${CHAIN_COUNTRY} as chain_country, s.country as chain_country_numeric, s.expiry::text as expiry,
           s.approved_by, s.approved_at,
           (coalesce((select sum(t.amount) from token_transfers t where t.chain_id = $1 and t.to_address = w.wallet), 0)
          - coalesce((select sum(t.amount) from token_transfers t where t.chain_id = $1 and t.from_address = w.wallet), 0)
           )::text as m2
    from wallets w
    left join kyc_records k on k.wallet = w.wallet
    left join identity_state s on s.chain_id = $1 and s.account = w.wallet
  ) x where true`;

export const investorListSpec: ListSpec = {
  sortable: {
    id: 'x.wallet',
    wallet: 'x.wallet',
    kyc_status: 'x.kyc_status',
    status: 'x.status',
    country: 'x.country',
    chain_country: 'x.chain_country',
    m2: 'x.m2::numeric',
    reviewed_at: 'x.reviewed_at',
    approved_at: 'x.approved_at',
  },
  filterable: {
    id: 'x.wallet',
    wallet: 'x.wallet',
    status: 'x.status',
    kyc_status: 'x.kyc_status',
    kyc_country: 'x.country',
    chain_country: 'x.chain_country',
    holds_m2: '(x.m2::numeric > 0)',
  },
  // A country (alpha-2, checked by the route against src/core/countries.ts) matches the KYC record's country or
  // the one given with the approval on chain.
  matches: { country: ['x.country', 'x.chain_country'] },
  searchable: ['x.wallet', 'x.notes'],
  defaultSort: ['id', 'ASC'],
};

const address = (a: string | null) => (a === null ? null : getAddress(a));

const toInvestor = ({ total_count: _, wallet, ...r }: Row): InvestorRecord => ({
  ...r,
  id: getAddress(wallet),
  wallet: getAddress(wallet),
  reviewed_by: address(r.reviewed_by),
  approved_by: address(r.approved_by),
  expiry: r.expiry === null ? null : new Date(Number(r.expiry) * 1000),
  holds_m2: BigInt(r.m2) > 0n,
});

export function createInvestorsRepository(db: Queryable, chainId: number) {
  return {
    /** Investors as of chain time `nowSeconds` (an approval expires then). */
    async list(query: ListQuery, nowSeconds: number): Promise<Page<InvestorRecord>> {
      const plan = planList(query, investorListSpec, 3);
      const rows = await db.query<Row>(`${INVESTORS}${plan.where}${pageSql(plan)}`, [
        chainId,
        nowSeconds,
        ...plan.params,
      ]);
      return { items: rows.map(toInvestor), total: rows[0]?.total_count ?? 0, plan };
    },

    /** One wallet; null when nothing at all is known about it. */
    async find(wallet: string, nowSeconds: number): Promise<InvestorRecord | null> {
      const [row] = await db.query<Row>(`${INVESTORS} and x.wallet = $3`, [
        chainId,
        nowSeconds,
        wallet.toLowerCase(),
      ]);
      return row ? toInvestor(row) : null;
    },

    /** The wallet's KYC record, locked for the rest of transaction `tx` (null: none yet). */
    async lockKyc(tx: Queryable, wallet: string): Promise<KycRecord | null> {
      const [row] = await tx.query<KycRecord>(
        'select wallet, kyc_status, country, notes from kyc_records where wallet = $1 for update',
        [wallet.toLowerCase()],
      );
      return row ?? null;
    },

    /** Creates or changes the wallet's KYC record in `tx`; `reviewer` is the back-office wallet. */
    async saveKyc(tx: Queryable, wallet: string, changes: KycChanges, reviewer: string): Promise<KycRecord> {
      const [row] = await tx.query<KycRecord>(
        `insert into kyc_records (wallet, kyc_status, country, notes, reviewed_by, reviewed_at)
         values ($1, coalesce($2, 'pending'), $3, coalesce($4, ''), $5, now())
         on conflict (wallet) do update set
           kyc_status = coalesce($2, kyc_records.kyc_status),
           country = case when $6 then $3 else kyc_records.country end,
           notes = coalesce($4, kyc_records.notes),
           reviewed_by = $5, reviewed_at = now(), updated_at = now()
         returning wallet, kyc_status, country, notes`,
        [
          wallet.toLowerCase(),
          changes.kyc_status ?? null,
          changes.country ?? null,
          changes.notes ?? null,
          reviewer.toLowerCase(),
          changes.country !== undefined,
        ],
      );
      if (!row) throw new Error('kyc record not saved');
      return row;
    },
  };
}

export type InvestorsRepository = ReturnType<typeof createInvestorsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    investorsRepository: InvestorsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('investorsRepository', createInvestorsRepository(app.db, app.config.chainId));
  },
  { name: 'investors-repository', dependencies: ['database'] },
);
