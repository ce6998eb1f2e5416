// Backend property records and their galleries.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import { isUniqueViolation, type Queryable } from '../../../db/database.ts';
import { HttpError, messages } from '../../../lib/errors.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { PropertyRecord } from '../../../lib/record-types.ts';
import { type ListQuery, MAX_RECORD_ID } from '../../../schemas/common.ts';
import type { Property } from '../../../schemas/properties.ts';

export type { PropertyRecord } from '../../../lib/record-types.ts';

import { type FiguresColumns, figuresSelect, type StoredFigures, viewOf } from './property-figures.ts';

type PropertyRow = Omit<Property, 'apy_percent' | 'contract_address' | 'created_at' | 'updated_at'> & {
  apy_percent: string;
  contract_address: string;
  created_at: Date;
  updated_at: Date;
  total_count?: number;
};

export type PropertyFields = {
  name: string;
  description: string;
  name_ru: string | null;
  description_ru: string | null;
  property_address: string | null;
  property_address_ru: string | null;
  apy_percent: number;
  is_active: boolean;
  image: string | null;
};

export type PropertyChanges = Partial<PropertyFields & { status: Property['status'] }>;

const SELECT = `
  select p.id, p.name, p.description, p.name_ru, p.description_ru, p.property_address, p.property_address_ru,
         p.contract_address, p.apy_percent, p.image, p.status, p.is_active, p.created_at, p.updated_at,
         coalesce((select json_agg(json_build_object('id', i.id, 'image', i.image) order by i.id)
                   from property_images i where i.property_id = p.id), '[]'::json) as gallery`;

export const propertyListSpec: ListSpec = {
  sortable: {
    id: 'p.id',
    name: 'p.name',
    apy_percent: 'p.apy_percent',
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
    status: 'p.status',
  },
  filterable: {
    id: 'p.id',
    status: 'p.status',
    is_active: 'p.is_active',
    contract_address: 'p.contract_address',
  },
  searchable: ['p.name', 'p.description', 'p.name_ru', 'p.property_address'],
  defaultSort: ['id', 'DESC'],
};

/** Sort, search and filters of the public catalogue (docs/api.md#lists): records joined with chain figures. */
export const catalogSpec: ListSpec = {
  sortable: {
    id: 'p.id',
    name: 'p.name',
    apy_percent: 'p.apy_percent',
    current_price: 'f.current_price',
    available_m2: 'f.available_m2',
    position: 'f.position',
  },
  filterable: {
    contract_address: 'f.token',
    refund: 'f.refund',
    is_sell_enabled: 'f.is_sell_enabled',
    is_liquidity_insufficient: 'f.is_liquidity_insufficient',
  },
  ranges: { current_price: 'f.current_price', apy_percent: 'p.apy_percent', available_m2: 'f.available_m2' },
  searchable: ['p.name', 'p.name_ru', 'p.property_address', 'p.property_address_ru'],
  defaultSort: ['id', 'DESC'],
};

function toRecord({ total_count: _, ...row }: PropertyRow): PropertyRecord {
  return { ...row, apy_percent: Number(row.apy_percent), contract_address: getAddress(row.contract_address) };
}

export function createPropertiesRepository(
  db: Queryable,
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
) {
  const one = async (where: string, params: unknown[], q: Queryable = db) => {
    const [row] = await q.query<PropertyRow>(`${SELECT} from properties p where ${where}`, params);
    return row ? toRecord(row) : null;
  };

  return {
    async list(query: ListQuery): Promise<Page<PropertyRecord>> {
      const plan = planList(query, propertyListSpec, 1);
      const rows = await db.query<PropertyRow>(
        `${SELECT}, count(*) over () as total_count from properties p where true${plan.where}${pageSql(plan)}`,
        plan.params,
      );
      return { items: rows.map(toRecord), total: rows[0]?.total_count ?? 0, plan };
    },

    /** Records shown in the public catalogue (still subject to the on-chain listing check). */
    /**
     * A page of the public catalogue: active, validated records whose property is listed on chain (chain
     * `chainId`), each with its on-chain figures.
     */
    async catalogPage(
      chainId: number,
      query: ListQuery,
    ): Promise<Page<{ record: PropertyRecord; view: StoredFigures }>> {
      const plan = planList(query, catalogSpec, 2);
      // The page is chosen on the narrow join first; the records' columns (gallery included) are read for
      // that page only, so a page costs the same whatever the size of the catalogue.
      const rows = await db.query<PropertyRow & Record<string, unknown>>(
        `with page as (
           select p.id, count(*) over () as total_count
           from properties p join chain_property_figures f on f.chain_id = $1 and f.token = p.contract_address
           where p.is_active and p.status = 'active' and f.is_listed${plan.where}${pageSql(plan)}
         )
         ${SELECT}, ${figuresSelect('f_')}, page.total_count
         from page join properties p on p.id = page.id
         join chain_property_figures f on f.chain_id = $1 and f.token = p.contract_address
         order by ${plan.orderBy}`,
        [chainId, ...plan.params],
      );
      const items = rows.map((row) => {
        const figures: Record<string, unknown> = {};
        const record: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) {
          if (key.startsWith('f_')) figures[key.slice(2)] = value;
          else record[key] = value;
        }
        return { record: toRecord(record as PropertyRow), view: viewOf(figures as FiguresColumns) };
      });
      return { items, total: Number(rows[0]?.total_count ?? 0), plan };
    },

    /**
     * The record with this id; null for ids no record can have (an int4 column would refuse them: 500). Every
     * method that reads or writes takes an optional transaction `q` (docs/audit-log.md#recording-an-entry).
     */
    findById: async (id: number, q: Queryable = db) =>
      Number.isSafeInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? one('p.id = $1', [id], q) : null,
    findByContract: (address: string, q: Queryable = db) =>
      one('p.contract_address = $1', [address.toLowerCase()], q),

    async idsByContract(): Promise<Map<string, { id: number; status: Property['status'] }>> {
      const rows = await db.query<{ id: number; contract_address: string; status: Property['status'] }>(
        'select id, contract_address, status from properties',
      );
      return new Map(rows.map((r) => [r.contract_address, { id: r.id, status: r.status }]));
    },

    /** Inserts a record; 409 `Property already exists` for a contract address already recorded. */
    async create(
      contractAddress: string,
      fields: PropertyFields,
      q: Queryable = db,
    ): Promise<PropertyRecord> {
      try {
        const [row] = await q.query<{ id: number }>(
          `insert into properties (contract_address, name, description, name_ru, description_ru, property_address,
             property_address_ru, apy_percent, is_active, image)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [
            contractAddress.toLowerCase(),
            fields.name,
            fields.description,
            fields.name_ru,
            fields.description_ru,
            fields.property_address,
            fields.property_address_ru,
            fields.apy_percent,
            fields.is_active,
            fields.image,
          ],
        );
        const created = row && (await this.findById(row.id, q));
        if (!created) throw new Error('property insert returned no row');
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, messages.propertyExists);
        throw error;
      }
    },

    /** Applies the given column changes (keys are typed column names, values travel as parameters). */
    async update(id: number, changes: PropertyChanges, q: Queryable = db): Promise<PropertyRecord | null> {
      const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
      if (entries.length > 0) {
        const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
        await q.query(`update properties set ${sets.join(', ')}, updated_at = now() where id = $1`, [
          id,
          ...entries.map(([, v]) => v),
        ]);
      }
      return this.findById(id, q);
    },

    async galleryCount(id: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from property_images where property_id = $1',
        [id],
      );
      return row?.count ?? 0;
    },

    /**
     * Adds images to a gallery unless that would take it past `max` images (checked with the property row
     * locked, so concurrent uploads cannot pass the cap together). Returns the gallery size it found when full.
     */
    async addGalleryImages(
      id: number,
      images: string[],
      max: number,
      inTransaction?: Queryable,
    ): Promise<{ added: true } | { added: false; count: number }> {
      const add = async (tx: Queryable) => {
        await tx.query('select id from properties where id = $1 for update', [id]);
        const [row] = await tx.query<{ count: number }>(
          'select count(*)::int as count from property_images where property_id = $1',
          [id],
        );
        const count = row?.count ?? 0;
        if (count + images.length > max) return { added: false as const, count };
        for (const image of images) {
          await tx.query('insert into property_images (property_id, image) values ($1, $2)', [id, image]);
        }
        await tx.query('update properties set updated_at = now() where id = $1', [id]);
        return { added: true as const };
      };
      return inTransaction ? add(inTransaction) : transaction(add);
    },

    /** Removes one gallery image; returns its path, or null when it is not in this property's gallery. */
    async removeGalleryImage(id: number, imageId: number, q: Queryable = db): Promise<string | null> {
      const [row] = await q.query<{ image: string }>(
        'delete from property_images where id = $2 and property_id = $1 returning image',
        [id, imageId],
      );
      if (row) await q.query('update properties set updated_at = now() where id = $1', [id]);
      return row?.image ?? null;
    },

    /** Marks the record of a contract delisted on chain; returns whether a record changed. */
    async markDelisted(contractAddress: string, q: Queryable = db): Promise<boolean> {
      const rows = await q.query(
        `update properties set status = 'delisted', is_active = false, updated_at = now()
         where contract_address = $1 and status <> 'delisted' returning id`,
        [contractAddress.toLowerCase()],
      );
      return rows.length > 0;
    },
  };
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    propertiesRepository: PropertiesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'propertiesRepository',
      createPropertiesRepository(app.db, (fn) => app.db.transaction(fn)),
    );
  },
  { name: 'properties-repository', dependencies: ['database'] },
);
