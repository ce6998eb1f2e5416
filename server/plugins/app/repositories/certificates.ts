// Certificates: one per purchase, with the server's EIP-712 signature over the purchase figures.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { Queryable } from '../../../db/database.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { ListQuery } from '../../../schemas/common.ts';

export type CertificateRecord = {
  id: number;
  purchase_id: number;
  property_id: number | null;
  property_name: string;
  /** The property's Russian name, when the backend record has one (shown, not signed). */
  property_name_ru: string | null;
  contract_address: `0x${string}`;
  holder: `0x${string}`;
  m2: string;
  cost: string;
  tx_hash: `0x${string}`;
  log_index: number;
  block_number: number;
  issued_at: Date;
  signer: `0x${string}`;
  signature: `0x${string}`;
};

type Row = Omit<CertificateRecord, 'contract_address' | 'holder' | 'signer'> & {
  token: string;
  buyer: string;
  signer: string;
};

const COLUMNS = `
  c.id, c.purchase_id, p.id as property_id, c.property_name, p.name_ru as property_name_ru, pu.token,
  pu.buyer, pu.m2, pu.cost, pu.tx_hash,
  pu.log_index, pu.block_number, c.issued_at, c.signer, c.signature`;
const FROM = `
  from certificates c
  join purchases pu on pu.id = c.purchase_id
  left join properties p on p.contract_address = pu.token`;

export const certificateListSpec: ListSpec = {
  sortable: {
    id: 'c.id',
    issued_at: 'c.issued_at',
    property_name: 'c.property_name',
    block_number: 'pu.block_number',
    m2: 'pu.m2',
  },
  filterable: {
    id: 'c.id',
    purchase_id: 'c.purchase_id',
    property_id: 'p.id',
    contract_address: 'pu.token',
    tx_hash: 'pu.tx_hash',
  },
  searchable: ['c.property_name', 'pu.tx_hash'],
  defaultSort: ['id', 'DESC'],
};

const toRecord = ({
  token,
  buyer,
  signer,
  total_count: _,
  ...row
}: Row & { total_count?: number }): CertificateRecord => ({
  ...row,
  block_number: Number(row.block_number),
  contract_address: getAddress(token),
  holder: getAddress(buyer),
  signer: getAddress(signer),
});

export function createCertificatesRepository(db: Queryable, chainId: number) {
  return {
    /** The certificates of `holder`, with react-admin's simple-rest sort, range and filter. */
    async listByHolder(query: ListQuery, holder: string): Promise<Page<CertificateRecord>> {
      const plan = planList(query, certificateListSpec, 3);
      const rows = await db.query<Row & { total_count: number }>(
        `select ${COLUMNS}, count(*) over () as total_count ${FROM}
         where pu.chain_id = $1 and pu.buyer = $2${plan.where}${pageSql(plan)}`,
        [chainId, holder.toLowerCase(), ...plan.params],
      );
      return { items: rows.map(toRecord), total: rows[0]?.total_count ?? 0, plan };
    },

    /** One certificate; with `holder` only when it belongs to that wallet. */
    async find(id: number, holder: string | null): Promise<CertificateRecord | null> {
      const [row] = await db.query<Row>(
        `select ${COLUMNS} ${FROM} where pu.chain_id = $1 and c.id = $2 and ($3::text is null or pu.buyer = $3)`,
        [chainId, id, holder?.toLowerCase() ?? null],
      );
      return row ? toRecord(row) : null;
    },

    async insert(
      tx: Queryable,
      c: { purchaseId: number; propertyName: string; signer: string; signature: string; issuedAt: Date },
    ): Promise<void> {
      await tx.query(
        `insert into certificates (purchase_id, property_name, signer, signature, issued_at)
         values ($1, $2, $3, $4, $5) on conflict (purchase_id) do nothing`,
        [c.purchaseId, c.propertyName, c.signer.toLowerCase(), c.signature, c.issuedAt],
      );
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    certificatesRepository: CertificatesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('certificatesRepository', createCertificatesRepository(app.db, app.config.chainId));
  },
  { name: 'certificates-repository', dependencies: ['database'] },
);
