// The audit log (docs/audit-log.md): one `record(tx, entry)` for every writer (back-office routes in the
// transaction of their change, the indexer in the transaction of its logs), and the back office's list.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { Queryable } from '../../../db/database.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { AuditState } from '../../../lib/record-types.ts';
import type { AuditLogEntry as AuditLogRow } from '../../../schemas/admin-audit-log.ts';
import type { ListQuery } from '../../../schemas/common.ts';

export type { AuditState, AuditValue } from '../../../lib/record-types.ts';

/**
 * One audit entry, as writers give it (docs/audit-log.md#recording-an-entry). `actor` is the acting wallet
 * (null when nobody signed, e.g. a system job); addresses are stored lower-case.
 */
export type AuditEntry = {
  /** What happened: a code of docs/audit-log.md#actions (snake_case, e.g. `property_updated`). */
  action: string;
  actor: string | null;
  /** What it happened to: `property`, `account`, `vault`, `investor`… */
  subjectType: string;
  /** Which one: an address or a record id (as text); null when the subject is the whole system. */
  subjectId: string | number | null;
  before?: AuditState | null;
  after?: AuditState | null;
  /** Chain entries: the log they come from, and the block time as `at`. API entries leave these out. */
  chain?: { txHash: string; blockNumber: bigint; logIndex: number; at: Date };
};

export type AuditLogRecord = Omit<AuditLogRow, 'at'> & { at: Date };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const lowerAddress = (value: string) => (ADDRESS.test(value) ? value.toLowerCase() : value);
const checksummed = (value: string | null) => (value && ADDRESS.test(value) ? getAddress(value) : value);

/** The columns an entry writes, in `insert into audit_log (...)` order, and the entries of one statement. */
const COLUMNS = 11;
const ENTRIES_PER_STATEMENT = 500;

/** The placeholders of row `row`: `(coalesce($1::timestamptz, now()), $2, …, $11)`. */
function rowPlaceholders(row: number): string {
  const p = (column: number) => `$${row * COLUMNS + column}`;
  return `(coalesce(${p(1)}::timestamptz, now()), ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::jsonb, ${p(8)}::jsonb, ${p(9)}, ${p(10)}, ${p(11)})`;
}

/** An entry's values, in COLUMNS order. */
function rowValues(entry: AuditEntry): unknown[] {
  const chain = entry.chain;
  return [
    chain?.at ?? null,
    entry.actor === null ? null : entry.actor.toLowerCase(),
    chain ? 'chain' : 'api',
    entry.action,
    entry.subjectType,
    entry.subjectId === null ? null : lowerAddress(String(entry.subjectId)),
    entry.before == null ? null : JSON.stringify(entry.before),
    entry.after == null ? null : JSON.stringify(entry.after),
    chain?.txHash.toLowerCase() ?? null,
    chain?.blockNumber.toString() ?? null,
    chain?.logIndex ?? null,
  ];
}

/** Writes `entries` in order; a chain entry already recorded (same transaction and log) is left as it is. */
async function recordMany(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  for (let first = 0; first < entries.length; first += ENTRIES_PER_STATEMENT) {
    const chunk = entries.slice(first, first + ENTRIES_PER_STATEMENT);
    await tx.query(
      `insert into audit_log (at, actor, source, action, subject_type, subject_id, before, after, tx_hash,
                              block_number, log_index)
       values ${chunk.map((_, row) => rowPlaceholders(row)).join(', ')}
       on conflict (tx_hash, log_index) do nothing`,
      chunk.flatMap(rowValues),
    );
  }
}

export const auditLogListSpec: ListSpec = {
  sortable: { id: 'a.id', at: 'a.at', action: 'a.action', actor: 'a.actor', source: 'a.source' },
  filterable: {
    id: 'a.id',
    actor: 'a.actor',
    action: 'a.action',
    source: 'a.source',
    subject_type: 'a.subject_type',
    tx_hash: 'a.tx_hash',
  },
  // `subject`: the subject itself, or a record id the entry's before/after names (docs/audit-log.md#filters).
  matches: {
    subject: ['a.subject_id', "a.after->>'id'", "a.before->>'id'"],
  },
  dates: { at: 'a.at' },
  searchable: ['a.action', 'a.subject_id', 'a.tx_hash'],
  defaultSort: ['id', 'DESC'],
};

type Row = Omit<AuditLogRecord, 'block_number'> & { block_number: string | null; total_count?: number };

export function createAuditLogRepository(db: Queryable) {
  return {
    /**
     * Records `entry` inside transaction `tx` (the transaction of the change it describes, so both commit or
     * neither does). A chain entry already recorded (same tx hash and log index) is left as it is.
     */
    async record(tx: Queryable, entry: AuditEntry): Promise<void> {
      await recordMany(tx, [entry]);
    },

    /** Several entries in as few statements as the parameter limit allows, in their order (the indexer's entries
     *  of one transaction of logs: one insert per entry made a backfill of admin events a quarter slower). */
    recordMany,

    /** A page of entries with simple-rest sort, range and filters (docs/audit-log.md#filters). */
    async list(query: ListQuery): Promise<Page<AuditLogRecord>> {
      const plan = planList(query, auditLogListSpec, 1);
      const rows = await db.query<Row>(
        // The subject's name where it has one: a property (or its bucket) by its token on chain, a backend record
        // by its id; the console shows it instead of a bare address (docs/audit-log.md#an-entry).
        `select a.id::int as id, a.at, a.actor, a.source, a.action, a.subject_type, a.subject_id, a.before,
                a.after, a.tx_hash, a.block_number::text as block_number, a.log_index,
                case
                  when a.subject_type in ('property', 'bucket') and a.subject_id like '0x%' then
                    (select f.name from chain_property_figures f where f.token = lower(a.subject_id) limit 1)
                  when a.subject_type = 'property' and a.subject_id ~ '^[0-9]{1,9}$' then
                    (select p.name from properties p where p.id = a.subject_id::int)
                end as subject_name,
                count(*) over () as total_count
         from audit_log a where true${plan.where}${pageSql(plan)}`,
        plan.params,
      );
      const items = rows.map(({ total_count: _, ...row }) => ({
        ...row,
        actor: checksummed(row.actor),
        subject_id: checksummed(row.subject_id),
        block_number: row.block_number === null ? null : Number(row.block_number),
      }));
      return { items, total: Number(rows[0]?.total_count ?? 0), plan };
    },

    /** Drops the chain entries of blocks after `block` (a reorg rewind; the indexer records them again). */
    async rollbackAfter(tx: Queryable, block: bigint): Promise<void> {
      await tx.query(`delete from audit_log where source = 'chain' and block_number > $1`, [
        block.toString(),
      ]);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditLog', createAuditLogRepository(app.db));
  },
  { name: 'audit-log-repository', dependencies: ['database'] },
);
