// react-admin simple-rest list parameters (`sort`, `range`, `filter`) turned into safe SQL pieces.
// Only whitelisted fields (own keys, never inherited ones like `constructor`) become SQL; values always travel
// as parameters.
import type { FastifyReply } from 'fastify';
import type { ListQuery } from '../schemas/common.ts';
import { fieldError } from './errors.ts';

export type ListSpec = {
  /** Sortable field name → SQL expression. */
  sortable: Record<string, string>;
  /** Filterable field name → SQL expression compared with `=` (arrays: `= any`). */
  filterable: Record<string, string>;
  /** SQL expressions searched (ILIKE) by the `q` filter. */
  searchable?: string[];
  /** Numeric field name → SQL expression bounded by the filters `<name>_gte` and `<name>_lte`. */
  ranges?: Record<string, string>;
  /** Date field name → SQL timestamp bounded by `<name>_gte` and `<name>_lte` (ISO 8601 dates or date-times). */
  dates?: Record<string, string>;
  /** Filter name → SQL expressions; the filter matches when any of them equals its value (as text). */
  matches?: Record<string, string[]>;
  defaultSort: [string, 'ASC' | 'DESC'];
};

export type ListPlan = {
  /** ` and …` conditions to append to a where clause (parameters start at `firstParam`). */
  where: string;
  params: unknown[];
  orderBy: string;
  limit: number | null;
  offset: number;
  /** Set when `range` was given: the answer must carry Content-Range. */
  range: [number, number] | null;
};

const MAX_PAGE = 1000;
/** A decimal number as a range filter takes it (no exponent, at most 78 digits before the point). */
const NUMBER = /^-?\d{1,78}(\.\d{1,18})?$/;
/** An ISO 8601 date, or date-time with an optional zone, as a date filter takes it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function parseJson(field: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw fieldError(field, 'Must be JSON.');
  }
}

export function planList(query: ListQuery, spec: ListSpec, firstParam: number): ListPlan {
  let [sortField, sortOrder] = spec.defaultSort;
  if (query.sort !== undefined) {
    const sort = parseJson('sort', query.sort);
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !Object.hasOwn(spec.sortable, sort[0])) {
      throw fieldError(
        'sort',
        `Expected ["field", "ASC"|"DESC"] with field one of: ${Object.keys(spec.sortable).join(', ')}.`,
      );
    }
    const order = String(sort[1] ?? 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw fieldError('sort', 'Order must be ASC or DESC.');
    [sortField, sortOrder] = [sort[0], order];
  }

  let range: [number, number] | null = null;
  if (query.range !== undefined) {
    const r = parseJson('range', query.range);
    if (
      !Array.isArray(r) ||
      r.length !== 2 ||
      !r.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      (r[1] as number) < (r[0] as number) ||
      (r[1] as number) - (r[0] as number) >= MAX_PAGE
    ) {
      throw fieldError(
        'range',
        `Expected [start, end] with 0 <= start <= end and at most ${MAX_PAGE} items.`,
      );
    }
    range = [r[0] as number, r[1] as number];
  }

  const conditions: string[] = [];
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  if (query.filter !== undefined) {
    const filter = parseJson('filter', query.filter);
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw fieldError('filter', 'Expected a JSON object.');
    }
    for (const [key, value] of Object.entries(filter)) {
      if (key === 'q' && spec.searchable) {
        if (typeof value !== 'string') throw fieldError('filter', 'q must be a string.');
        const p = next(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        conditions.push(`(${spec.searchable.map((s) => `${s} ilike ${p}`).join(' or ')})`);
        continue;
      }
      const bound = /^(.+)_(gte|lte)$/.exec(key);
      const ranged =
        bound?.[1] && spec.ranges && Object.hasOwn(spec.ranges, bound[1]) ? spec.ranges[bound[1]] : undefined;
      if (bound && ranged) {
        if (
          !(
            (typeof value === 'number' && Number.isFinite(value)) ||
            (typeof value === 'string' && NUMBER.test(value))
          )
        ) {
          throw fieldError('filter', `Filter "${key}" must be a number.`);
        }
        conditions.push(`${ranged} ${bound[2] === 'gte' ? '>=' : '<='} ${next(String(value))}::numeric`);
        continue;
      }
      const dated =
        bound?.[1] && spec.dates && Object.hasOwn(spec.dates, bound[1]) ? spec.dates[bound[1]] : undefined;
      if (bound && dated) {
        if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
          throw fieldError('filter', `Filter "${key}" must be an ISO 8601 date.`);
        }
        conditions.push(`${dated} ${bound[2] === 'gte' ? '>=' : '<='} ${next(value)}::timestamptz`);
        continue;
      }
      const any = spec.matches && Object.hasOwn(spec.matches, key) ? spec.matches[key] : undefined;
      if (any) {
        if (!['string', 'number'].includes(typeof value)) {
          throw fieldError('filter', `Filter "${key}" must be a value.`);
        }
        const p = next(
          typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
            ? value.toLowerCase()
            : String(value),
        );
        conditions.push(`(${any.map((expression) => `${expression} = ${p}`).join(' or ')})`);
        continue;
      }
      const column = Object.hasOwn(spec.filterable, key) ? spec.filterable[key] : undefined;
      if (!column) throw fieldError('filter', `Unknown filter "${key}".`);
      const normalise = (v: unknown) =>
        typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v) ? v.toLowerCase() : v;
      if (Array.isArray(value)) {
        conditions.push(`${column}::text = any(${next(value.map((v) => String(normalise(v))))}::text[])`);
      } else if (value === null) {
        conditions.push(`${column} is null`);
      } else if (['string', 'number', 'boolean'].includes(typeof value)) {
        conditions.push(`${column}::text = ${next(String(normalise(value)))}`);
      } else {
        throw fieldError('filter', `Filter "${key}" must be a value or a list of values.`);
      }
    }
  }

  const tieBreak = sortField === 'id' ? '' : `, ${spec.sortable.id ?? '1'} ${sortOrder}`;
  return {
    where: conditions.map((c) => ` and ${c}`).join(''),
    params,
    orderBy: `${spec.sortable[sortField]} ${sortOrder}${tieBreak}`,
    limit: range ? range[1] - range[0] + 1 : null,
    offset: range ? range[0] : 0,
    range,
  };
}

/** One page of a list, with the plan that produced it (for Content-Range). */
export type Page<T> = { items: T[]; total: number; plan: ListPlan };

/** SQL tail: order, limit and offset of a plan. */
export function pageSql(plan: ListPlan): string {
  return ` order by ${plan.orderBy}${plan.limit === null ? '' : ` limit ${plan.limit} offset ${plan.offset}`}`;
}

/** The headers of a page: `Content-Range: <resource> <start>-<end>/<total>` when the request gave a range. */
export function pageHeaders<T>(resource: string, { items, total, plan }: Page<T>): Record<string, string> {
  if (!plan.range) return {};
  const start = plan.range[0];
  const end = items.length === 0 ? start : start + items.length - 1;
  return {
    'content-range': `${resource} ${start}-${end}/${total}`,
    'access-control-expose-headers': 'Content-Range',
  };
}

/** The page's items, with its headers (pageHeaders) set on `reply`. */
export function sendPage<T>(reply: FastifyReply, resource: string, page: Page<T>): T[] {
  for (const [name, value] of Object.entries(pageHeaders(resource, page))) reply.header(name, value);
  return page.items;
}
